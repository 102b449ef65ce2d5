// Starts the built site as `npm start` does (node scripts/start.mjs), on a free port with its own
// SQLite file, for the measuring scripts (budget.mjs, frame-times.mjs). Resolves with the child
// process, its `url` added, once the server says where it runs.
import { spawn } from 'node:child_process';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATOR_TOKEN } from './operator-token.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * SERVER_NODE_ARGS, when set, adds Node flags to the server's command line (for example
 * `--cpu-prof --cpu-prof-dir=/tmp/profiles`, to see where a measured server spends its time).
 * `databaseFile` is a name under dist/ (or an absolute path), so each script's previews stay apart
 * from the others'; `env` adds to or overrides the environment. `stop()` ends it and resolves
 * once it has exited, so that its folders can be removed (a publish may still be writing).
 */
export function startSite(databaseFile, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: '0', DATABASE_PATH: resolvePath(root, 'dist', databaseFile), OPERATOR_TOKEN, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const stop = () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        // SIGTERM first (the server closes and a --cpu-prof is written), SIGKILL when it lingers.
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(kill);
          done();
        });
        child.kill('SIGTERM');
      });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Site running at (\S+?)\/?\s/.exec(output);
      if (match) resolve(Object.assign(child, { url: match[1], stop }));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}
