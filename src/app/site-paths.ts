/**
 * Site paths that code outside the route table must name: the games link to the "Play
 * responsibly" page from their frames, and the content's footer links lead there. The route
 * table (routes.tsx) serves this same constant.
 */
export const PLAY_RESPONSIBLY_PATH = '/play-responsibly';
