import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RunningSite = {
  url: string;
  /** The one-time sign-in link npm start printed as its preview URL. */
  previewUrl: string | undefined;
  /** The bearer token the site takes as the operator (OPERATOR_TOKEN). */
  operatorToken: string;
  /** Its SQLite file, for the account commands (npm run account:invite) to work on. */
  databasePath: string;
  /** Its PUBLISH_DIR: a publish reply names its folder relative to it. */
  publishDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
};

/**
 * Runs `npm start` (node scripts/start.mjs) on a free port with a fresh database file and
 * publish folder and an OPERATOR_TOKEN of its own, and resolves once it has printed the URL it serves.
 */
export function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const databasePath = join(dataDir, 'previews.db');
  const operatorToken = env.OPERATOR_TOKEN ?? randomBytes(32).toString('base64url');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: join(import.meta.dirname, '../..'),
    // Publishes land beside the database, so stopping the site removes them too.
    env: { ...process.env, PORT: '0', DATABASE_PATH: databasePath, PUBLISH_DIR: join(dataDir, 'published'), OPERATOR_TOKEN: operatorToken, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start:\n${output}`)), 300_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const site = /Site running at (\S+)/.exec(output);
      if (!site) return;
      // The server prints any preview URL before the line that says it is running.
      const preview = /Preview ready at (\S+)/.exec(output);
      clearTimeout(timer);
      resolve({
        url: site[1]!,
        previewUrl: preview?.[1],
        operatorToken,
        databasePath,
        publishDir: join(dataDir, 'published'),
        process: child,
        stop: () =>
          new Promise((done) => {
            const finish = () => {
              rmSync(dataDir, { recursive: true, force: true });
              done();
            };
            if (child.exitCode !== null) return finish();
            child.once('exit', finish);
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`site exited with ${code}:\n${output}`));
    });
  });
}
