/**
 * Rewrites asset paths to the themed assets prefix when content is loaded: every string that
 * starts with /images/, and every game `path` that starts with /games/ (a game's own page).
 * Site routes such as a game's `link` (/games/high-low) are left alone: they belong to the app.
 */
export function rewriteAssetPaths<T>(value: T, prefix: string): T {
  const base = prefix.replace(/\/+$/, '');
  if (!base) return value;
  return rewrite(value, base, undefined) as T;
}

function rewrite(value: unknown, base: string, key: string | undefined): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('/images/')) return base + value;
    if (key === 'path' && value.startsWith('/games/')) return base + value;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, base, undefined));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, base, k)]));
  }
  return value;
}
