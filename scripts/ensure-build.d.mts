/**
 * Builds the site into dist/ (npm run build) when it is missing, older than the sources, or built
 * for another GAMES_ORIGIN than the one set now.
 */
export function ensureBuild(): void;

/** GAMES_ORIGIN as the browser writes an origin ('' when unset), as the build records it in build-info.json. */
export function gamesOriginSetting(env?: Record<string, string | undefined>): string;
