import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { typecheckAndLint } from './typecheck-and-lint';

// Each test checks a small project of its own (a tsconfig and a few files in a scratch folder)
// with the project's own ESLint config: what `npm test` reports for the whole tree, on a file or two.
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const TSCONFIG = { compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023'], types: [] }, include: ['*.ts'] };

function project(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'typecheck-and-lint-'));
  folders.push(dir);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return typecheckAndLint({ cwd: dir, tsconfig: join(dir, 'tsconfig.json'), patterns: Object.keys(files), eslintConfig: join(import.meta.dirname, '../eslint.config.js') });
}

test('a clean project passes both checks and prints nothing', async () => {
  const result = await project({ 'clean.ts': 'export const answer: number = 6 * 7;\n' });
  expect(result).toEqual({ typeErrors: 0, lintProblems: 0, output: '' });
});

test("a type error is reported as tsc reports it, with the file's name and line", async () => {
  const result = await project({ 'wrong-type.ts': "export const answer: number = 'forty-two';\n" });
  expect(result.typeErrors).toBe(1);
  expect(result.output).toMatch(/wrong-type\.ts\(1,14\): error TS2322: Type 'string' is not assignable to type 'number'/);
});

test('the rules that need types see the same program: a promise left floating is reported', async () => {
  const code = 'async function later(): Promise<number> {\n  return await Promise.resolve(1);\n}\nexport function now(): void {\n  later();\n}\n';
  const result = await project({ 'floating.ts': code });
  expect(result.typeErrors).toBe(0);
  expect(result.lintProblems).toBe(1);
  expect(result.output).toMatch(/floating\.ts[\s\S]*5:3\s+error\s+Promises must be awaited[\s\S]*@typescript-eslint\/no-floating-promises/);
});

test('plain JavaScript, outside the TypeScript program, is linted without types', async () => {
  const result = await project({ 'typed.ts': 'export const typed = 1;\n', 'script.mjs': 'const unused = 1;\nexport const used = 2;\n' });
  expect(result.typeErrors).toBe(0);
  expect(result.lintProblems).toBe(1);
  expect(result.output).toMatch(/script\.mjs[\s\S]*1:7\s+error\s+'unused' is assigned a value but never used/);
});

test("a tsconfig that names no file stops with tsc's own message", async () => {
  await expect(project({ 'script.mjs': 'export const used = 2;\n' })).rejects.toThrow(/No inputs were found in config file/);
});
