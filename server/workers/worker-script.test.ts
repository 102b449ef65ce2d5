import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterEach, expect, test } from 'vitest';
import { KEPT_VERSIONS, WORKER_SCRIPTS_DIR, workerScript } from './worker-script';

const made: string[] = [];
afterEach(() => {
  for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** A thread entry in TypeScript, named `name`, that imports another TypeScript module, in a fresh folder. */
function writeEntry(name: string): URL {
  const dir = mkdtempSync(join(tmpdir(), 'worker-script-'));
  made.push(dir);
  writeFileSync(join(dir, 'double.ts'), 'export const double = (value: number): number => value * 2;\n');
  writeFileSync(
    join(dir, `${name}.ts`),
    [
      "import { parentPort, workerData } from 'node:worker_threads';",
      "import { double } from './double';",
      'type Reply = { doubled: number };',
      'parentPort!.postMessage({ doubled: double(workerData as number) } satisfies Reply);',
      '',
    ].join('\n'),
  );
  return pathToFileURL(join(dir, `${name}.ts`));
}

/** The bundles of the entry named `name` (its name, a dash, 16 hex digits). */
const versionsOf = (name: string) => readdirSync(WORKER_SCRIPTS_DIR).filter((file) => file.startsWith(`${name}-`) && /^-[0-9a-f]{16}\.mjs$/.test(file.slice(name.length)));

/** Removes the bundles of `name` after the test. */
const cleanUp = (name: string) => made.push(...versionsOf(name).map((file) => join(WORKER_SCRIPTS_DIR, file)));

test('a TypeScript entry and what it imports run in a thread that has no TypeScript loader at all', async () => {
  const name = `script-test-${process.pid}-a`;
  const script = workerScript(writeEntry(name));
  cleanUp(name);
  expect(fileURLToPath(script).startsWith(WORKER_SCRIPTS_DIR)).toBe(true);
  expect(script.pathname).toMatch(/\.mjs$/);
  // execArgv [] keeps any loader this process was started with out of the thread.
  const worker = new Worker(script, { workerData: 21, execArgv: [] });
  const reply = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  await worker.terminate();
  expect(reply).toEqual({ doubled: 42 });
});

test('an entry is bundled once per process: asking again gives the same file', () => {
  const name = `script-test-${process.pid}-b`;
  const entry = writeEntry(name);
  const first = workerScript(entry);
  cleanUp(name);
  expect(workerScript(entry).href).toBe(first.href);
  expect(versionsOf(name)).toHaveLength(1);
});

test(`at most ${KEPT_VERSIONS} versions of one entry are kept, the newest ones`, () => {
  const name = `script-test-${process.pid}-c`;
  mkdirSync(WORKER_SCRIPTS_DIR, { recursive: true });
  // Twelve earlier versions, each a minute older than the one after it.
  const earlier = Array.from({ length: 12 }, (_, index) => join(WORKER_SCRIPTS_DIR, `${name}-${String(index).padStart(16, '0')}.mjs`));
  earlier.forEach((file, index) => {
    writeFileSync(file, '');
    const when = new Date(Date.now() - (12 - index) * 60_000);
    utimesSync(file, when, when);
  });
  // Another entry whose name starts with this one's: not a version of it.
  const other = join(WORKER_SCRIPTS_DIR, `${name}-other-${'0'.repeat(16)}.mjs`);
  writeFileSync(other, '');
  made.push(...earlier, other);

  const script = workerScript(writeEntry(name));
  cleanUp(name);
  const kept = versionsOf(name).map((file) => join(WORKER_SCRIPTS_DIR, file));
  expect(kept.sort()).toEqual([...earlier.slice(12 - (KEPT_VERSIONS - 1)), fileURLToPath(script)].sort());
  expect(readdirSync(WORKER_SCRIPTS_DIR)).toContain(`${name}-other-${'0'.repeat(16)}.mjs`);
});
