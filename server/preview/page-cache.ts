// Rendered preview pages kept per generation revision (docs/decisions/029): a page is rendered
// once for each revision and address, then answered from memory until an edit makes a new
// revision. The cache is bounded by the bytes of the pages it holds, least recently used first out.
import type { SiteData } from '../../src/content/site-data';
import type { PageRenderer, PreviewPage } from './page-renderer';

/** A cache of values by key, bounded by their total size, evicting the least recently used. */
export class LruBytes<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value unless it alone is larger than the whole cache; evicts the oldest until it fits. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What a cached renderer counts: pages answered from memory and pages rendered. */
export type CacheCounts = { hits: number; misses: number };

/**
 * A renderer that answers a page it already rendered for the same revision and address from
 * memory. Pages whose data carries no revision are rendered every time. Two requests for the same
 * page at once share one render.
 */
export function cachedRenderer(renderer: PageRenderer, maxBytes: number): PageRenderer & { counts: CacheCounts; cache: LruBytes<Promise<unknown>> } {
  const cache = new LruBytes<Promise<unknown>>(maxBytes);
  const counts: CacheCounts = { hits: 0, misses: 0 };
  // Strings are UTF-16 in memory: two bytes a character is what the cache holds.
  const sizeOf = (value: PreviewPage | string) => 2 * (typeof value === 'string' ? value.length : value.kind === 'page' ? value.html.length : value.location.length);

  function remember<T extends PreviewPage | string>(key: string | null, make: () => Promise<T>): Promise<T> {
    if (key === null) return make();
    const known = cache.get(key) as Promise<T> | undefined;
    if (known) {
      counts.hits++;
      return known;
    }
    counts.misses++;
    const made = make();
    // Held while it renders (so a second request waits for the same render), sized once done; a failure is not kept.
    cache.set(key, made, 0);
    made.then(
      (value) => {
        if (cache.get(key) === made) cache.set(key, made, sizeOf(value));
      },
      () => cache.delete(key),
    );
    return made;
  }

  const keyOf = (data: SiteData, ...parts: string[]) => (Number.isSafeInteger(data.revision) ? [data.revision, ...parts].join('\n') : null);

  return {
    counts,
    cache,
    render: (url, path, data, basename) => remember(keyOf(data, 'page', url, path, basename), () => renderer.render(url, path, data, basename)),
    moneyPage: (data, root) => remember(keyOf(data, 'money', root, data.locale ?? ''), () => renderer.moneyPage(data, root)),
    notFoundHtml: () => renderer.notFoundHtml(),
  };
}
