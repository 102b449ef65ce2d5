import { isGenerationId } from '../../core/generation-id';
import { NotFound } from '../http-errors';
import type { Generation, PreviewStore } from '../storage/preview-store';

/** The generation an API request names; when there is none (or the id is malformed) it throws NotFound, a 404. */
export async function findGeneration(store: PreviewStore, generationId: string): Promise<Generation> {
  const generation = isGenerationId(generationId) ? await store.get(generationId) : undefined;
  if (!generation) throw new NotFound();
  return generation;
}
