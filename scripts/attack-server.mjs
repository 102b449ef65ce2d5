// npm run bench:attack: starts the server as `npm start` does, on loopback with a database of its
// own, and replays the attacks of issue 24 against it: a gzip import, a 1,040,000-character site
// name, a list flood, 55,000 edits then the history, slow bodies, redirect paths, Host and
// encoding errors. Prints what each case got; exits 1 when any gets the wrong kind of answer.
// Usage: node scripts/attack-server.mjs [--smoke]   (--smoke: smaller numbers, for npm test)
// Every API request carries `Authorization: Bearer <OPERATOR_TOKEN>` (made for the run when unset), and the server gets it.
// Add a case: push { name, run } onto CASES (see attack-cases.mjs); run(target) resolves with
// { got, ok }.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { attackCases } from './attack-cases.mjs';
import { OPERATOR_TOKEN } from './operator-token.mjs';
import { startSite } from './start-site.mjs';

const { values } = parseArgs({ options: { smoke: { type: 'boolean', default: false } } });
const SIZES = values.smoke ? { edits: 5_000, slowBodies: 50 } : { edits: 55_000, slowBodies: 500 };
// The smoke run shortens the server's request limits (stated: 10 s for headers, 20 s for a whole
// request) so that the slow bodies are cut off after 5 s instead of 20; the full run keeps them.
const TIMEOUTS = values.smoke ? { HEADERS_TIMEOUT_MS: '3000', REQUEST_TIMEOUT_MS: '5000' } : {};
const requestMs = Number(TIMEOUTS.REQUEST_TIMEOUT_MS ?? 20_000);

/** A port no one listens on now, so that SITE_ORIGIN can name it before the server starts. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

const dir = mkdtempSync(join(tmpdir(), 'attack-'));
const databasePath = join(dir, 'previews.db');
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await startSite(databasePath, { PORT: String(port), HOST: '127.0.0.1', SITE_ORIGIN: origin, DATABASE_URL: '', OPERATOR_TOKEN, ...TIMEOUTS });
let failed = false;
try {
  const target = { origin, port, databasePath, pid: server.pid, sizes: SIZES, requestMs, authorization: { authorization: `Bearer ${OPERATOR_TOKEN}` } };
  const started = Date.now();
  // Each case on its own: the slow bodies hold their sockets while the others are answered.
  const results = await Promise.all(
    attackCases.map(async (attack) => {
      const begun = Date.now();
      try {
        return { name: attack.name, ...(await attack.run(target)), ms: Date.now() - begun };
      } catch (error) {
        return { name: attack.name, got: `threw ${error.message}`, ok: false, ms: Date.now() - begun };
      }
    }),
  );
  console.log(
    `${values.smoke ? 'smoke: ' : ''}${attackCases.length} attacks on ${origin} (SQLite, ${SIZES.edits.toLocaleString('en-CA')} edits, ${SIZES.slowBodies} slow bodies, request limit ${requestMs / 1000} s), ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const { name, got, ok, ms } of results) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${(ms / 1000).toFixed(1)} s)\n       ${got.split('\n').join('\n       ')}`);
    if (!ok) failed = true;
  }
  if (server.exitCode !== null) {
    console.log(`FAIL the server exited with ${server.exitCode}`);
    failed = true;
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
