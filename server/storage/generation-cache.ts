import type { Generation } from './preview-store';

/** How many parsed generations a store keeps: an editor's session touches one or two. */
const CAPACITY = 64;

/**
 * Parsed generations, most recently used last, so a save does not parse and upgrade the whole
 * content JSON again. An entry is used only while its generation's latest stored revision is still
 * the entry's, so a write this cache did not see (another process on the same file) is read anew.
 * Generations are never changed in place: an edit makes a new object, sharing what it keeps.
 */
export class GenerationCache {
  private readonly entries = new Map<string, Generation>();

  /** The cached generation when the store's latest revision of it is still the cached one's. */
  fresh(id: string, revision: number | undefined): Generation | undefined {
    const cached = this.entries.get(id);
    if (!cached || revision !== cached.revision) return undefined;
    this.remember(cached);
    return cached;
  }

  remember(generation: Generation) {
    this.entries.delete(generation.id);
    this.entries.set(generation.id, generation);
    if (this.entries.size > CAPACITY) this.entries.delete(this.entries.keys().next().value!);
  }
}
