import type { FastifyReply } from 'fastify';
import { isGenerationId } from '../../core/generation-id';
import type { Generation, PreviewStore } from '../storage/preview-store';

/** The generation an API request names; when there is none (or the id is malformed) a 404 `{ error }` is sent. */
export async function findGeneration(store: PreviewStore, generationId: string, reply: FastifyReply): Promise<Generation | undefined> {
  const generation = isGenerationId(generationId) ? await store.get(generationId) : undefined;
  if (!generation) void reply.code(404).send({ error: 'Unknown generation' });
  return generation;
}
