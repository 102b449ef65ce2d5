import { expect, test } from 'vitest';
import { generationIdFromPath, previewBasename } from '../../core/generation-id';
import { isGenerationId } from '../../core/generation-id';
import { newGenerationId, previewPath } from './generation-id';

test('every id the server makes opens the editor on the client, and the server accepts it back', () => {
  for (let i = 0; i < 200; i++) {
    const id = newGenerationId();
    expect(isGenerationId(id)).toBe(true);
    expect(previewBasename(`${previewPath(id)}games`)).toBe(`/api/preview/${id}`);
    expect(generationIdFromPath(previewPath(id))).toBe(id);
  }
});

test.each(['gen-abc', 'gen-abc123', `gen-${'A'.repeat(65)}`, 'nope', 'gen-../../etc'])('the server and the client both refuse %s', (id) => {
  expect(isGenerationId(id)).toBe(false);
  expect(previewBasename(`/api/preview/${id}/`)).toBeNull();
});
