/**
 * The permissions of a frame that shows a page served with the games (a game, the "Your play"
 * panel): it runs scripts and shares the games' storage (the wallet, limits and breaks).
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms';
