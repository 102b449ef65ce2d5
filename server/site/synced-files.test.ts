import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { copyTreeSynced, paceWrites, writeFileSynced } from './synced-files';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'synced-files-'))));
afterEach(() => {
  paceWrites(0);
  rmSync(dir, { recursive: true, force: true });
});

test('a tree is copied whole but for what the filter leaves out, and a written file holds its text', () => {
  mkdirSync(join(dir, 'from/assets'), { recursive: true });
  writeFileSync(join(dir, 'from/index.html'), 'default page');
  writeFileSync(join(dir, 'from/assets/app.js'), 'console.log(1)');
  copyTreeSynced(join(dir, 'from'), join(dir, 'to'), (source) => !source.endsWith('index.html'));
  expect(readFileSync(join(dir, 'to/assets/app.js'), 'utf8')).toBe('console.log(1)');
  expect(() => readFileSync(join(dir, 'to/index.html'))).toThrow(/ENOENT/);
  writeFileSynced(join(dir, 'to/index.html'), 'the generation’s page');
  expect(readFileSync(join(dir, 'to/index.html'), 'utf8')).toBe('the generation’s page');
});

// A lower bound only: the pacer must wait at least as long as the rate asks (a machine may be slower).
test('paced, writing three megabytes at ten a second takes at least the 0.3 s the rate allows', () => {
  paceWrites(10 * 1024 * 1024);
  const started = performance.now();
  for (let index = 0; index < 3; index++) writeFileSynced(join(dir, `part-${index}`), 'x'.repeat(1024 * 1024));
  expect(performance.now() - started).toBeGreaterThanOrEqual(290);
});
