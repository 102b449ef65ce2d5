import { expect, test } from 'vitest';
import { generationIdFromPath, previewBasename } from './generation-id';

const id = 'gen-abc_DEF-123456789012345';

test('preview mode is on under /api/preview/gen-...', () => {
  expect(previewBasename(`/api/preview/${id}/games`)).toBe(`/api/preview/${id}`);
  expect(previewBasename(`/api/preview/${id}`)).toBe(`/api/preview/${id}`);
  expect(previewBasename('/games')).toBeNull();
  expect(previewBasename('/api/preview/other/games')).toBeNull();
});

test('the generation id comes from the path', () => {
  expect(generationIdFromPath(`/api/preview/${id}/terms-and-conditions`)).toBe(id);
});

test("editing without a generation id raises 'No generation ID found'", () => {
  expect(() => generationIdFromPath('/games')).toThrow('No generation ID found');
  expect(() => generationIdFromPath('/api/preview/')).toThrow('No generation ID found');
});

test.each(['gen-abc', 'gen-abc123', 'gen-', `gen-${'A'.repeat(65)}`, 'gen-AAAAAAAAAAAAAAAAAAAAAAAA.x', 'gen-AAAAAAAAAAAAAAAAAAAA%41A'])(
  'an id the server refuses (%s) never turns the page into the editor',
  (refused) => {
    expect(previewBasename(`/api/preview/${refused}/games`)).toBeNull();
    expect(() => generationIdFromPath(`/api/preview/${refused}/`)).toThrow('No generation ID found');
  },
);
