import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { longFirst } from './long-first-sequencer';

const root = '/project';
const project = { name: '', config: { sequence: { groupOrder: 0 }, isolate: true } };

/** Vitest's state as a fresh clone has it: no durations from an earlier run, only each file's size. */
function freshClone(sizes: Record<string, number>): Vitest {
  return {
    config: { root },
    cache: { getFileTestResults: () => undefined, getFileStats: (key: string) => ({ size: sizes[key.slice(1)] ?? 0 }) },
  } as unknown as Vitest;
}

const spec = (path: string) => ({ moduleId: `${root}/${path}`, project }) as unknown as TestSpecification;
const paths = (files: TestSpecification[]) => files.map((file) => file.moduleId.slice(root.length + 1));

test('the files named start first, in the order named; the others follow in Vitest’s order (largest first on a fresh clone)', async () => {
  const sizes = { 'a/big.test.ts': 9000, 'a/long.test.ts': 100, 'b/medium.test.ts': 5000, 'b/longer.test.ts': 50, 'c/small.test.ts': 10 };
  const Sequencer = longFirst(['b/longer.test.ts', 'a/long.test.ts', 'not/here.test.ts']);

  const sorted = await new Sequencer(freshClone(sizes)).sort(Object.keys(sizes).map(spec));

  expect(paths(sorted)).toEqual(['b/longer.test.ts', 'a/long.test.ts', 'a/big.test.ts', 'b/medium.test.ts', 'c/small.test.ts']);
});

test('a name matches a whole path from the root, not the end of a longer one', async () => {
  const sizes = { 'x/long.test.ts': 10, 'y/xlong.test.ts': 20, 'z/other.test.ts': 30 };
  const Sequencer = longFirst(['long.test.ts']);

  const sorted = await new Sequencer(freshClone(sizes)).sort(Object.keys(sizes).map(spec));

  expect(paths(sorted)).toEqual(['z/other.test.ts', 'y/xlong.test.ts', 'x/long.test.ts']);
});

test('every file the two Vitest configs name to start first exists', () => {
  const projectDir = resolve(import.meta.dirname, '..');
  const named = ['vitest.config.ts', 'vitest.e2e.config.ts'].flatMap((config) => {
    const list = /longFirst\(\[([^\]]*)\]\)/.exec(readFileSync(join(projectDir, config), 'utf8'))?.[1] ?? '';
    return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
  });

  expect(named.length).toBeGreaterThanOrEqual(10);
  expect(named.filter((path) => !existsSync(join(projectDir, path)))).toEqual([]);
});
