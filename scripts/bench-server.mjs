// npm run bench:server: the preview server under load. Starts the server as `npm start` does, on
// loopback with a fresh database, and drives text and colour saves from 50 concurrent clients
// (one keep-alive connection each) for a bounded time: first as fast as the server answers
// (autocannon), then at a fixed rate offered evenly (paced-load.mjs, from a timing process of its
// own; latency counted from when each save was due, after a warm-up of --warmup seconds whose figures are printed apart). Prints saves
// per second, latency p50/p99 and errors, then
// checks that the stored history holds exactly the acknowledged edits and that each generation's
// state agrees with its history. Exits 1 on an error or a mismatch, never on a slow figure.
// Usage: node scripts/bench-server.mjs [--seconds 10] [--rate 2000] [--clients 50] [--warmup 1]
// (DATABASE_URL set: the PostgreSQL store is measured instead of SQLite.)
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiHeaders } from './operator-token.mjs';
import { checkHistory, checkState, editOf, newGeneration, savedValue } from './edit-stream.mjs';
import { quantile, startPacedClients } from './paced-load.mjs';
import { startSite } from './start-site.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '2000' },
    clients: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '1' },
  },
});
const WARMUP = Number(values.warmup);
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const CLIENTS = Number(values.clients);
/** Saves spread over ten generations, so saves of one generation also contend with each other. */
const GENERATIONS = 10;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const server = await startSite(join(dataDir, 'previews.db'));
let failed = false;
try {
  const generations = [];
  for (let index = 0; index < GENERATIONS; index++) generations.push(await newGeneration(server.url));
  /** generation id -> revision -> the acknowledged edit. */
  const acknowledged = new Map(generations.map((id) => [id, new Map()]));
  /** value -> where it was sent (autocannon renews a connection's context at each request, so the value names the edit). */
  const sent = new Map();
  let count = 0;

  const run = (label, options) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url: server.url,
          connections: CLIENTS,
          duration: SECONDS,
          ...options,
          requests: [
            {
              method: 'POST',
              headers: apiHeaders({ 'content-type': 'application/json' }),
              setupRequest(request) {
                const k = count++;
                const generation = generations[k % GENERATIONS];
                const edit = editOf(k);
                sent.set(edit.value, { generation, field: edit.field });
                return { ...request, path: `/api/preview/${generation}/${edit.url}`, body: JSON.stringify(edit.body) };
              },
              onResponse(status, body) {
                if (status !== 200) return;
                const reply = JSON.parse(body);
                const { generation, field } = sent.get(savedValue(reply));
                acknowledged.get(generation).set(reply.revision, { field, value: savedValue(reply) });
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(report(label, result))),
      );
    });

  const report = (label, result) => {
    const saves = result['2xx'];
    const errors = result.non2xx + result.errors + result.timeouts;
    const seconds = result.duration;
    console.log(
      `${label.padEnd(28)} ${String(Math.round(saves / seconds)).padStart(6)} saves/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   errors ${errors} (${saves} saves in ${seconds.toFixed(1)} s)`,
    );
    if (errors > 0) failed = true;
    return result;
  };

  console.log(`${CLIENTS} clients, ${GENERATIONS} generations, ${SECONDS} s per run, store: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`);
  await run('as fast as answered', {});
  // The paced run's client is a process of its own (paced-client.mjs): this one's bookkeeping and
  // garbage would otherwise count as the server's delay. It sends the same stream, on from here.
  const timing = await startPacedClients([{ url: server.url, clients: CLIENTS, rate: RATE, seconds: SECONDS, warmup: WARMUP, stream: { kind: 'saves', generations, from: count } }]);
  const [paced] = await timing.start(Date.now() + 50);
  for (const [value, generation, field] of paced.sent) sent.set(value, { generation, field });
  for (const [generation, revision, field, value] of paced.acknowledged) acknowledged.get(generation).set(revision, { field, value });
  const figures = (latencies) => ({ p50: quantile(latencies, 0.5).toFixed(1), p99: quantile(latencies, 0.99).toFixed(1), max: quantile(latencies, 1).toFixed(1) });
  if (WARMUP > 0) {
    const warm = paced.warmup;
    report(`  its first ${WARMUP} s (warm-up)`, { '2xx': warm.latencies.length - warm.errors, non2xx: warm.errors, errors: 0, timeouts: 0, duration: WARMUP, latency: figures(warm.latencies) });
  }
  report(`offered ${RATE} saves/s, evenly`, { '2xx': paced.saves, non2xx: paced.errors, errors: 0, timeouts: 0, duration: paced.seconds, latency: figures(paced.latencies) });

  const problems = [];
  // A save still in flight when autocannon's time is up is answered after it stopped listening:
  // stored, but never seen acknowledged. At most one per client may be such a save.
  const acknowledgedValues = new Set([...acknowledged.values()].flatMap((edits) => [...edits.values()].map((edit) => edit.value)));
  const unanswered = new Set([...sent].filter(([value]) => !acknowledgedValues.has(value)).map(([value, { field }]) => `${field}=${value}`));
  for (const id of generations) problems.push(...(await checkHistory(server.url, id, acknowledged.get(id), unanswered)), ...(await checkState(server.url, id)));
  const total = acknowledgedValues.size;
  if (unanswered.size > CLIENTS) problems.push(`${unanswered.size} saves were never answered (at most ${CLIENTS} may be in flight when autocannon stops)`);
  if (problems.length > 0) {
    failed = true;
    console.log(`history check FAILED: ${problems.length} problems\n  ${problems.slice(0, 20).join('\n  ')}`);
  } else
    console.log(
      `history check: all ${total} acknowledged saves stored as acknowledged, nothing else stored but the ${unanswered.size} still in flight when autocannon stopped, every field holds its latest edit`,
    );
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
