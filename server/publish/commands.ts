import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { ensureBuild } from '../site/ensure-build';
import { SiteDataInvalid, siteDataErrors } from '../site/write-site';
import { siteContentSchema, styleSetSchema } from '../../src/content/schema';
import { isGenerationId } from '../../core/generation-id';
import { readEnvOrExit, type ServerEnv } from '../env';
import { newGenerationId, previewPath } from '../preview/generation-id';
import { describeStore, openPreviewStore, type StoreLocation } from '../storage/open-store';
import type { PreviewStore } from '../storage/preview-store';
import { readGenerationFile, toGenerationFile } from './generation-file';
import { PublishRefused, publishGeneration, publishIntoFolder } from './publish';
import { isPublishFolderName, PublishOverBudget } from './publish-quota';

/** A command that cannot do what it was asked; its message is all the operator sees. */
class CommandError extends Error {}

const USAGE = {
  publish: 'npm run site:publish -- <gen-id> [--out <dir>]   or   npm run site:publish -- --from <export.json> [--out <dir>]',
  export: 'npm run generation:export -- <gen-id> [--out <file>|-]',
  import: 'npm run generation:import -- <export.json>',
};
type CommandName = keyof typeof USAGE;

/** Runs one command with its arguments; a refusal prints its reason and sets exit code 1. */
export async function runCommand(name: CommandName, args: string[]): Promise<void> {
  // The same variables, defaults and messages as npm start (server/env.ts); a bad value stops here.
  const env = readEnvOrExit();
  try {
    await { publish: publishCommand, export: exportCommand, import: importCommand }[name](parseArgs(name, args), env);
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

type Args = { positional: string[]; out?: string; from?: string };

async function publishCommand({ positional, out, from }: Args, env: ServerEnv) {
  const source = from ? fromFile(from) : await fromStore(env, positional[0]);
  const errors = siteDataErrors({ siteContentSchema, styleSetSchema }, source);
  if (errors.length > 0) throw new CommandError(`Cannot publish ${source.name}: the content is not valid, nothing was published.\n${indent(errors)}`);
  const outDir = out ? outputFolder(out, env.PUBLISH_DIR) : null;
  if (!outDir && !isPublishFolderName(source.folder)) {
    throw new CommandError(
      `Cannot publish ${source.name}: "${source.folder}" cannot name a folder in ${env.PUBLISH_DIR} (letters, digits, '.', '_' or '-', not starting with '.'); rename the file or give --out <dir>`,
    );
  }
  // DIST_DIR names a build the operator made; the project's own dist/ is rebuilt as npm start would.
  if (env.DIST_DIR === resolve('dist')) ensureBuild();
  const started = performance.now();
  const { generationId, revision, content, translations, styles } = source;
  const data = { generationId, revision, content, translations, styles };
  const quotas = { keep: env.PUBLISHES_KEPT, diskBudgetBytes: env.PUBLISH_DISK_BUDGET_MB * 1024 * 1024 };
  const result = await refusalsAsCommandErrors(() =>
    outDir ? publishGeneration({ distDir: env.DIST_DIR, outDir, ...data }) : publishIntoFolder({ distDir: env.DIST_DIR, publishDir: env.PUBLISH_DIR, quotas }, { ...data, folder: source.folder }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Published ${source.name} (revision ${result.revision}): ${result.pages} pages to ${result.outDir} in ${seconds} s`);
  console.log(`The static site is ${join(result.outDir, 'client')}: any static host serves it.`);
  // Like dist/, its server/ imports the project's packages, so the server runs it from inside the project.
  const inProject = relative(process.cwd(), result.outDir);
  if (!inProject.startsWith('..') && !isAbsolute(inProject)) console.log(`Or serve it with the preview server: DIST_DIR=${inProject} npm start`);
}

/** An --out folder: anywhere but the publish folder itself or a folder holding it (a publish replaces its output whole). */
function outputFolder(out: string, publishDir: string): string {
  const outDir = userPath(out);
  const fromOut = relative(outDir, publishDir);
  if (fromOut === '' || (!fromOut.startsWith('..') && !isAbsolute(fromOut))) {
    throw new CommandError(`Cannot publish into ${outDir}: it is or holds the publish folder ${publishDir}; choose a folder of its own`);
  }
  return outDir;
}

/** A publish the library refuses (bad folder, over budget, bad content) is the command's one-line error, not a crash. */
async function refusalsAsCommandErrors<T>(publish: () => Promise<T>): Promise<T> {
  try {
    return await publish();
  } catch (error) {
    if (error instanceof PublishRefused || error instanceof PublishOverBudget || error instanceof SiteDataInvalid) throw new CommandError(`Nothing was published: ${error.message}`);
    throw error;
  }
}

async function exportCommand({ positional, out }: Args, env: ServerEnv) {
  const generation = await withStore(env, (store) => store.get(generationIdArgument(positional[0])));
  if (!generation) throw new CommandError(`No generation ${positional[0]} in ${describeStore(storeLocation(env))}`);
  const json = JSON.stringify(toGenerationFile(generation, new Date()), null, 2) + '\n';
  if (out === '-') return void process.stdout.write(json);
  const file = userPath(out ?? `${generation.id}.json`);
  writeFileSync(file, json);
  console.log(`Exported ${generation.id} (revision ${generation.revision}) to ${file}`);
}

async function importCommand({ positional }: Args, env: ServerEnv) {
  if (!positional[0]) throw new CommandError(`Usage: ${USAGE.import}`);
  const file = readFile(positional[0]);
  const read = readGenerationFile(file.json);
  if (!read.ok) throw new CommandError(`Cannot import ${file.path}: nothing was stored.\n${indent(read.errors)}`);
  const generation = await withStore(env, (store) => store.create(newGenerationId(), read.content, read.styles, read.translations), { create: true });
  console.log(`Imported ${file.path} as ${generation.id}`);
  console.log(`Preview at ${previewPath(generation.id)} on the server (npm start)`);
}

/** A stored generation to publish: stored content is already upgraded as it is read. */
async function fromStore(env: ServerEnv, id: string | undefined) {
  const generation = await withStore(env, (store) => store.get(generationIdArgument(id)));
  if (!generation) throw new CommandError(`No generation ${id} in ${describeStore(storeLocation(env))}`);
  return {
    name: generation.id,
    folder: generation.id,
    generationId: generation.id,
    revision: generation.revision,
    content: generation.content,
    translations: generation.translations,
    styles: generation.styles,
  };
}

/** An exported file to publish, upgraded and checked as an import is. */
function fromFile(path: string) {
  const file = readFile(path);
  const envelope = (file.json ?? {}) as { generationId?: unknown; revision?: unknown };
  const read = readGenerationFile(file.json);
  if (!read.ok) throw new CommandError(`Cannot publish ${file.path}: it is not a valid generation, nothing was published.\n${indent(read.errors)}`);
  return {
    name: file.path,
    folder: basename(file.path).replace(/\.json$/i, ''),
    generationId: typeof envelope.generationId === 'string' ? envelope.generationId : null,
    revision: typeof envelope.revision === 'number' ? envelope.revision : 0,
    content: read.content,
    translations: read.translations,
    styles: read.styles,
  };
}

function parseArgs(name: CommandName, args: string[]): Args {
  const parsed: Args = { positional: [] };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const flag = /^--(out|from)(?:=(.*))?$/.exec(arg);
    if (flag) {
      const value = flag[2] ?? args[++index];
      if (!value) throw new CommandError(`--${flag[1]} needs a value. Usage: ${USAGE[name]}`);
      parsed[flag[1] as 'out' | 'from'] = value;
    } else if (arg.startsWith('-') && arg !== '-') {
      throw new CommandError(`Unknown option ${arg}. Usage: ${USAGE[name]}`);
    } else {
      parsed.positional.push(arg);
    }
  }
  if (name === 'publish' && (parsed.from ? parsed.positional.length > 0 : parsed.positional.length !== 1)) throw new CommandError(`Usage: ${USAGE.publish}`);
  if (name !== 'publish' && (parsed.from || parsed.positional.length !== 1)) throw new CommandError(`Usage: ${USAGE[name]}`);
  return parsed;
}

function generationIdArgument(id: string | undefined): string {
  if (!id || !isGenerationId(id)) throw new CommandError(`"${id ?? ''}" is not a generation id (gen- and 22 to 64 letters, digits, - or _)`);
  return id;
}

/** The store the server uses: DATABASE_URL (PostgreSQL) when set, else the SQLite file of DATABASE_PATH. */
const storeLocation = (env: ServerEnv): StoreLocation => ({ databaseUrl: env.DATABASE_URL, databasePath: env.DATABASE_PATH });

/** Runs `use` on the server's store; only an import may create the SQLite file. */
async function withStore<T>(env: ServerEnv, use: (store: PreviewStore) => Promise<T>, { create = false } = {}): Promise<T> {
  const location = storeLocation(env);
  if (!location.databaseUrl && !create && !existsSync(location.databasePath)) {
    throw new CommandError(`No database at ${location.databasePath} (set DATABASE_PATH, or DATABASE_URL for PostgreSQL)`);
  }
  const store = await openPreviewStore(location);
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

/** A JSON file the operator named. */
function readFile(path: string): { path: string; json: unknown } {
  const file = userPath(path);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CommandError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return { path: file, json: JSON.parse(text) };
  } catch (error) {
    throw new CommandError(`${file} is not JSON: ${(error as Error).message}`);
  }
}

/** Paths typed by the operator are relative to where they ran npm, not the project folder. */
const userPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

const indent = (lines: string[]) => lines.map((line) => `  ${line}`).join('\n');
