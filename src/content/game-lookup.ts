import type { Game } from './schema';

/** The game whose link is /games/{gameId}, if any. */
export function findGame(games: readonly Game[] | undefined, gameId: string | undefined): Game | undefined {
  if (!games || !gameId) return undefined;
  return games.find((game) => game.link === `/games/${gameId}`);
}
