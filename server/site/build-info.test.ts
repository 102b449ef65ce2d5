import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { readBuildInfo, writeBuildInfo } from './build-info';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('the build info a site folder is given reads back, and a folder without one reads as the defaults', () => {
  dir = mkdtempSync(join(tmpdir(), 'build-info-'));
  expect(readBuildInfo(dir)).toEqual({ builtAt: null, assetsPrefix: '', gamesOrigin: '' });
  const info = { builtAt: '2026-01-02T03:04:05.000Z', assetsPrefix: '/themes/night', gamesOrigin: 'http://127.0.0.1:8081' };
  writeBuildInfo(dir, info);
  expect(JSON.parse(readFileSync(join(dir, 'build-info.json'), 'utf8'))).toEqual(info);
  expect(readBuildInfo(dir)).toEqual(info);
});
