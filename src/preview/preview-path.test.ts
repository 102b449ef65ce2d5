import { expect, test } from 'vitest';
import { generationIdFromPath, previewBasename } from './preview-path';

test('preview mode is on under /api/preview/gen-...', () => {
  expect(previewBasename('/api/preview/gen-abc_DEF-123/games')).toBe('/api/preview/gen-abc_DEF-123');
  expect(previewBasename('/api/preview/gen-abc')).toBe('/api/preview/gen-abc');
  expect(previewBasename('/games')).toBeNull();
  expect(previewBasename('/api/preview/other/games')).toBeNull();
});

test('the generation id comes from the path', () => {
  expect(generationIdFromPath('/api/preview/gen-abc123/terms-and-conditions')).toBe('gen-abc123');
});

test("editing without a generation id raises 'No generation ID found'", () => {
  expect(() => generationIdFromPath('/games')).toThrow('No generation ID found');
  expect(() => generationIdFromPath('/api/preview/')).toThrow('No generation ID found');
});
