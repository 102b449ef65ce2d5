import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { newGenerationId } from '../preview/generation-id';
import { openSqliteStore } from '../storage/sqlite-store';
import { runInProcess, spawnCommand } from '../test-command';
import { runCommand } from './commands';

/** Each spawned command starts Node and compiles TypeScript (about a second here). */
const slow = { timeout: 30_000 };
let dir: string;
let databasePath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'generation-cli-'));
  databasePath = join(dir, 'previews.db');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What each npm run command's script calls, by the script's name. */
const COMMANDS = { 'generation-export': 'export', 'generation-import': 'import', publish: 'publish' } as const;
type Script = keyof typeof COMMANDS;

/**
 * The variables every command here runs with. No build is ever made: DIST_DIR names none.
 * DATABASE_URL emptied: the commands use this test's SQLite file even where PostgreSQL is configured.
 */
const commandEnv = (env: Record<string, string>) => ({ DATABASE_URL: '', DATABASE_PATH: databasePath, DIST_DIR: join(dir, 'no-build'), PUBLISH_DIR: join(dir, 'published'), INIT_CWD: dir, ...env });

/** Runs one npm run command as its script would, from the project folder, in this process (server/test-command.ts). */
const run = (script: Script, args: string[], env: Record<string, string> = {}) => runInProcess(() => runCommand(COMMANDS[script], args), commandEnv(env));

/** Runs one npm run command's script itself, as npm would: once per command, the rest run in process. */
const spawned = (script: Script, args: string[]) => spawnCommand(script, args, commandEnv({}));

async function storeGeneration(content: unknown = defaultContent, styles: unknown = defaultStyles): Promise<string> {
  const store = openSqliteStore(databasePath);
  const id = (await store.create(newGenerationId(), defaultContent, defaultStyles)).id;
  await store.close();
  const db = new Database(databasePath);
  db.prepare('UPDATE generations SET content = ?, styles = ? WHERE id = ?').run(JSON.stringify(content), JSON.stringify(styles), id);
  db.close();
  return id;
}

function generationIds(): string[] {
  const db = new Database(databasePath);
  const ids = db
    .prepare<[], { id: string }>('SELECT id FROM generations ORDER BY rowid')
    .all()
    .map((row) => row.id);
  db.close();
  return ids;
}

test('generation:export writes a file that generation:import stores as a new, equal generation', slow, async () => {
  const content = { ...structuredClone(defaultContent), site_name: 'Exported Casino' };
  const id = await storeGeneration(content, { ...defaultStyles, hero: { ...defaultStyles.hero, background: '#2a4d8f' } });

  const exported = spawned('generation-export', [id, '--out', 'copy.json']);
  expect(exported.stderr).toBe('');
  expect(exported.status).toBe(0);
  const file = join(dir, 'copy.json');
  expect(exported.stdout).toContain(`Exported ${id} (revision 0) to ${file}`);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'brightmoose-generation', version: 1, generationId: id, content: { site_name: 'Exported Casino' } });

  const imported = spawned('generation-import', ['copy.json']);
  expect(imported.status).toBe(0);
  const newId = /as (gen-[\w-]+)/.exec(imported.stdout)?.[1];
  expect(imported.stdout).toContain(`/api/preview/${newId}/`);
  expect(generationIds()).toEqual([id, newId]);
  const store = openSqliteStore(databasePath);
  expect((await store.get(newId!))!.content).toEqual((await store.get(id))!.content);
  expect((await store.get(newId!))!.styles).toEqual((await store.get(id))!.styles);
  await store.close();
});

test('generation:export with --out - prints the file, and names its default file after the generation', async () => {
  const id = await storeGeneration();
  const printed = await run('generation-export', [id, '--out', '-']);
  expect(JSON.parse(printed.stdout).generationId).toBe(id);
  expect((await run('generation-export', [id])).status).toBe(0);
  expect(JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')).generationId).toBe(id);
});

test('generation:import refuses a bad file by path, stores nothing and exits non-zero', async () => {
  const body = { content: structuredClone(defaultContent) as unknown as Record<string, Record<string, unknown>>, styles: { hero: { background: 'not a colour' } } };
  body.content.hero!.title = 42;
  writeFileSync(join(dir, 'bad.json'), JSON.stringify(body));
  writeFileSync(join(dir, 'broken.json'), '{ "content": ');
  await storeGeneration();

  const bad = await run('generation-import', ['bad.json']);
  expect(bad.status).toBe(1);
  expect(bad.stderr).toMatch(/Cannot import .*bad\.json: nothing was stored\.\n {2}hero\.title: .+\n {2}styles\.hero\.background: must be a CSS colour/);
  const broken = await run('generation-import', ['broken.json']);
  expect(broken.status).toBe(1);
  expect(broken.stderr).toMatch(/broken\.json is not JSON/);
  expect((await run('generation-import', ['missing.json'])).stderr).toMatch(/Cannot read .*missing\.json/);
  expect(generationIds()).toHaveLength(1);
});

test('site:publish refuses a stored generation whose content fails the schema, by path, before building anything', async () => {
  const content = structuredClone(defaultContent) as unknown as Record<string, Record<string, unknown>>;
  content.faq!.title = ['not', 'a', 'text'];
  const id = await storeGeneration(content);
  const result = await run('publish', [id, '--out', 'site']);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(new RegExp(`Cannot publish ${id}: the content is not valid, nothing was published\\.\\n {2}faq\\.title: `));
  expect(existsSync(join(dir, 'site'))).toBe(false);
  expect(existsSync(join(dir, 'published'))).toBe(false);
});

test('site:publish --from refuses an invalid export file by path', slow, () => {
  writeFileSync(join(dir, 'export.json'), JSON.stringify({ format: 'brightmoose-generation', version: 1, content: defaultContent, styles: { faq: { text: 'url(x)' } } }));
  const result = spawned('publish', ['--from', 'export.json']);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/export\.json: it is not a valid generation, nothing was published\.\n {2}styles\.faq\.text: must be a CSS colour/);
  expect(existsSync(join(dir, 'published'))).toBe(false);
});

test('the commands explain a wrong call: unknown generation, no database, missing arguments', async () => {
  expect((await run('publish', ['gen-AAAAAAAAAAAAAAAAAAAAAAAA'])).stderr).toMatch(/No database at .*previews\.db/);
  await storeGeneration();
  const unknown = await run('publish', ['gen-AAAAAAAAAAAAAAAAAAAAAAAA']);
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toMatch(/No generation gen-AAAAAAAAAAAAAAAAAAAAAAAA in /);
  expect((await run('publish', ['../../etc'])).stderr).toMatch(/is not a generation id/);
  expect((await run('publish', [])).stderr).toMatch(/^Usage: npm run site:publish -- <gen-id>/);
  expect((await run('publish', ['gen-AAAAAAAAAAAAAAAAAAAAAAAA', '--out'])).stderr).toMatch(/--out needs a value/);
  expect((await run('generation-export', ['gen-x', '--from', 'a'])).stderr).toMatch(/^Usage: npm run generation:export/);
  expect((await run('generation-import', [])).status).toBe(1);
});

test('site:publish --from a file whose name cannot name a folder, or --out at the publish folder, is refused in one line, nothing written', async () => {
  const exported = JSON.stringify({ content: defaultContent, styles: defaultStyles });
  for (const name of ['..json', '...json', '.hidden.json']) {
    writeFileSync(join(dir, name), exported);
    const result = await run('publish', ['--from', name]);
    expect(result.status, name).toBe(1);
    expect(result.stderr, name).toMatch(/^Cannot publish .*: ".*" cannot name a folder in .*published .*give --out <dir>\n$/);
    expect(result.stderr, name).not.toMatch(/\n\s+at /);
  }
  writeFileSync(join(dir, 'export.json'), exported);
  for (const out of ['published', '.', 'published/']) {
    const result = await run('publish', ['--from', 'export.json', '--out', out]);
    expect(result.status, out).toBe(1);
    expect(result.stderr, out).toMatch(/^Cannot publish into .*: it is or holds the publish folder .*published; choose a folder of its own\n$/);
  }
  expect((await run('publish', ['--from', 'missing...json'])).stderr).toMatch(/^Cannot read .*missing\.\.\.json: ENOENT/);
  expect(existsSync(join(dir, 'published'))).toBe(false);
});

test("a bad environment variable stops a command with the server's message, its secret unprinted, and nothing done", async () => {
  const id = await storeGeneration();
  const exported = await run('generation-export', [id, '--out', 'out.json'], { DATABASE_URL: 'mysql://editor:hunter2@db.internal/site' });
  expect(exported.status).toBe(1);
  expect(exported.stderr).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL, got (value not shown)');
  expect(exported.stderr).not.toContain('hunter2');
  expect(existsSync(join(dir, 'out.json'))).toBe(false);

  const published = await run('publish', [id], { ASSETS_PREFIX: 'cdn.example.net' });
  expect(published.status).toBe(1);
  expect(published.stderr).toContain('ASSETS_PREFIX must be a path starting with / or an http:// or https:// address, got "cdn.example.net"');
  expect(existsSync(join(dir, 'published'))).toBe(false);
});
