import { expect, test } from 'vitest';
import { parseBuildInfo } from './build-info';

test('a build’s file reads back as written, and a publish’s with its generation', () => {
  expect(parseBuildInfo('{"builtAt":"2026-01-02T03:04:05.000Z","assetsPrefix":"/t","gamesOrigin":"http://127.0.0.1:8081"}\n')).toEqual({
    builtAt: '2026-01-02T03:04:05.000Z',
    assetsPrefix: '/t',
    gamesOrigin: 'http://127.0.0.1:8081',
  });
  const published = { generationId: 'gen-x', revision: 3, publishedAt: '2026-02-03T04:05:06.000Z', builtAt: null, assetsPrefix: '', gamesOrigin: '' };
  expect(parseBuildInfo(JSON.stringify(published))).toEqual(published);
});

test('a missing file, a file that is not JSON or not an object, and fields of the wrong type read as the defaults', () => {
  const defaults = { builtAt: null, assetsPrefix: '', gamesOrigin: '' };
  for (const text of [null, '', 'not json', '[1,2]', '"text"', 'null']) expect(parseBuildInfo(text), String(text)).toEqual(defaults);
  expect(parseBuildInfo('{"builtAt":7,"assetsPrefix":false,"gamesOrigin":{},"revision":-1}')).toEqual(defaults);
});
