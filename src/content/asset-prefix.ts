/**
 * Rewrites asset paths to the themed assets prefix when content is loaded: every string that
 * starts with /images/, and every game `path` that starts with /games/ (a page served with the
 * games: a game, "Your play"). With a games origin (GAMES_ORIGIN), a game path that is still
 * relative to the site after the prefix is put on that origin, so the site frames the games from
 * their own origin (docs/decisions/021). Site routes such as a game's `link` (/games/high-low)
 * are left alone: they belong to the app.
 */
export function rewriteAssetPaths<T>(value: T, prefix: string, gamesOrigin = ''): T {
  const base = prefix.replace(/\/+$/, '');
  if (!base && !gamesOrigin) return value;
  return rewrite(value, { base, gamesOrigin }, undefined) as T;
}

type Target = { base: string; gamesOrigin: string };

function rewrite(value: unknown, target: Target, key: string | undefined): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('/images/')) return target.base + value;
    if (key === 'path' && value.startsWith('/games/')) return gamePath(target.base + value, target.gamesOrigin);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, target, undefined));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, target, k)]));
  }
  return value;
}

/** A game page's address: on the games origin when there is one and the prefix left it on the site's. */
function gamePath(path: string, gamesOrigin: string): string {
  return gamesOrigin && path.startsWith('/') && !path.startsWith('//') ? gamesOrigin + path : path;
}
