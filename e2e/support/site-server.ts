import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RunningSite = { url: string; previewUrl: string | undefined; publishDir: string; process: ChildProcess; stop: () => Promise<void> };

/**
 * Runs `npm start` (node scripts/start.mjs) on a free port with a fresh database file and
 * publish folder, and resolves once it has printed the URL it serves.
 */
export function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: join(import.meta.dirname, '../..'),
    // Publishes land beside the database, so stopping the site removes them too.
    env: { ...process.env, PORT: '0', DATABASE_PATH: join(dataDir, 'previews.db'), PUBLISH_DIR: join(dataDir, 'published'), ...env },
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
