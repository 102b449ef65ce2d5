/**
 * The games' own origin (GAMES_ORIGIN): where the game pages and the "Your play" page are served
 * in production, apart from the site, so that a frame allowed scripts and its own origin's storage
 * cannot reach the site (docs/decisions/021-security-headers-and-games-origin.md). Empty: the
 * games are served with the site, on its origin.
 */

/** A GAMES_ORIGIN that is not a bare http(s) origin. */
export class GamesOriginInvalid extends Error {
  constructor(value: string, reason: string) {
    super(`GAMES_ORIGIN must be an http or https origin such as http://127.0.0.1:8081 (${reason}): ${JSON.stringify(value)}`);
    this.name = 'GamesOriginInvalid';
  }
}

/**
 * The games origin a setting names, normalised as the browser writes origins (`http://host:port`,
 * no trailing slash, default port dropped); '' for none. Throws GamesOriginInvalid for anything
 * but a bare http(s) origin: a path, query, fragment or credentials would not survive as an
 * origin in a Content-Security-Policy or a postMessage check.
 */
export function parseGamesOrigin(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') return '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new GamesOriginInvalid(text, 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new GamesOriginInvalid(text, 'not http or https');
  if (url.username || url.password) throw new GamesOriginInvalid(text, 'credentials are not allowed');
  if (url.pathname !== '/' || url.search || url.hash) throw new GamesOriginInvalid(text, 'no path, query or fragment');
  return url.origin;
}

/** Whether a setting is a bare http(s) origin (GAMES_ORIGIN, or one of SITE_ORIGIN's). */
export function isBareOrigin(value: string): boolean {
  try {
    return parseGamesOrigin(value) !== '';
  } catch {
    return false;
  }
}

/** The games origin a page's data names, or '' when it names none or something that is not an origin. */
export function gamesOriginOf(value: unknown): string {
  try {
    return typeof value === 'string' ? parseGamesOrigin(value) : '';
  } catch {
    return '';
  }
}

/**
 * GAMES_ORIGIN as the browser writes an origin ('' when unset), as a build records it in its
 * build info; a value that is no URL is kept as it is, for the build and the server to refuse.
 */
export function gamesOriginSetting(value: string | undefined): string {
  const text = value?.trim() ?? '';
  return URL.canParse(text) ? new URL(text).origin : text;
}
