// npm run bench:noisy: are the neighbours still fast while one client publishes the largest
// generation over and over and another floods imports of it? Starts the server as `npm start`
// does (fresh database and publish folder), makes the largest generation the server accepts (texts
// padded until its file is about 256 KB of JSON; a text the schema refuses is left as it was),
// then for --seconds runs, all at once:
//   - one publisher: POST .../publish of that generation, again as soon as answered (a 429 waits
//     its Retry-After), and --importers clients: POST /api/generations with that file, again as
//     soon as answered, both in a process of their own (noisy-clients.mjs);
//   - static files offered evenly at --static-rate per second, and saves at --save-rate per second
//     (paced-load.mjs, from timing processes of their own: latency counted from when each request
//     was due), after --warmup seconds of
//     that load alone whose figures are printed apart (new connections, code not yet compiled);
//     the publisher and importers start with the measured seconds.
// Prints p50/p99/max of static files and saves, and what the noisy clients got done. Exits 1 when
// a static file or a save fails, never on a slow figure. Every API request carries OPERATOR_TOKEN
// (made for the run when unset) as a bearer token.
// Usage: node scripts/bench-noisy.mjs [--seconds 10] [--static-rate 200] [--save-rate 200] [--importers 2] [--warmup 1]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apiHeaders, OPERATOR_TOKEN } from './operator-token.mjs';
import { newGeneration } from './edit-stream.mjs';
import { quantile, startPacedClients } from './paced-load.mjs';
import { startSite } from './start-site.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    'static-rate': { type: 'string', default: '200' },
    'save-rate': { type: 'string', default: '200' },
    importers: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '1' },
  },
});
const WARMUP = Number(values.warmup);
const SECONDS = Number(values.seconds);
const STATIC_RATE = Number(values['static-rate']);
const SAVE_RATE = Number(values['save-rate']);
const IMPORTERS = Number(values.importers);
/** The whole generation's JSON the padding aims at (the size bound of issue 24). */
const TARGET_BYTES = 256 * 1024;
const STATIC_FILES = ['/', '/games', '/virtual-coins.html', '/favicon.svg'];

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-noisy-'));
const server = await startSite(join(dataDir, 'previews.db'), { PUBLISH_DIR: join(dataDir, 'published') });
const post = (path, body) => fetch(server.url + path, { method: 'POST', headers: apiHeaders({ 'content-type': 'application/json' }), body });
let failed = false;

/** Every prose text of an edition (strings with a space, not an address), as [holder, key] pairs. */
function proseTexts(value, found = []) {
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item]) : value && typeof value === 'object' ? Object.entries(value) : [];
  for (const [key, item] of entries) {
    if (typeof item !== 'string') proseTexts(item, found);
    else if (isProse(item)) found.push([value, key]);
  }
  return found;
}
const isProse = (text) => text.includes(' ') && !/^(\/|https?:)/.test(text);

/**
 * The largest generation file the server takes: the default file with every prose text padded
 * alike until the file is about TARGET_BYTES; a text whose padding the server refuses goes back
 * to its own words, and the padding shrinks until an import is accepted.
 */
async function largestGeneration() {
  const id = await newGeneration(server.url);
  const base = await (await fetch(`${server.url}/api/preview/${id}/export`, { headers: apiHeaders() })).json();
  const refused = new Set();
  let pad = 0;
  for (let attempt = 0; attempt < 40; attempt++) {
    const file = structuredClone(base);
    const texts = [...proseTexts(file.content), ...Object.values(file.translations ?? {}).flatMap((edition) => proseTexts(edition))].filter((_, index) => !refused.has(index));
    const room = TARGET_BYTES - JSON.stringify(file).length;
    if (pad === 0) pad = Math.max(0, Math.floor(room / Math.max(1, texts.length)));
    const filler = ' and more words'.repeat(Math.ceil(pad / 15)).slice(0, pad);
    texts.forEach(([holder, key]) => (holder[key] += filler));
    const body = JSON.stringify(file);
    const response = await post('/api/generations', body);
    if (response.status === 201) return { body, bytes: Buffer.byteLength(body), id: (await response.json()).id, pad };
    const { error = '' } = await response.json().catch(() => ({}));
    // Named paths the server refused: those texts keep their own words next time; otherwise shrink.
    const named = proseTexts(base.content).length;
    const before = refused.size;
    error.split('; ').forEach((line) => {
      const path = line.split(':')[0];
      const index = pathIndex(base, path, named);
      if (index >= 0) refused.add(index);
    });
    if (refused.size === before) pad = Math.floor(pad * 0.7);
    if (pad < 1) break;
  }
  throw new Error('the server took no padded generation');
}

/** The index, among the prose texts, of a refused content path (fr.hero.title is in the French edition). */
function pathIndex(file, path, englishCount) {
  const keys = path.split('.');
  const inFrench = keys[0] === 'fr';
  const edition = inFrench ? file.translations?.fr : file.content;
  const texts = proseTexts(structuredClone(edition));
  const parentPath = (inFrench ? keys.slice(1) : keys).slice(0, -1);
  const last = (inFrench ? keys.slice(1) : keys).at(-1);
  const index = texts.findIndex(([holder, key]) => String(key) === last && sameHolder(edition, parentPath, holder));
  return index < 0 ? -1 : index + (inFrench ? englishCount : 0);
}
function sameHolder(edition, parentPath, holder) {
  const target = parentPath.reduce((value, key) => value?.[key], edition);
  return JSON.stringify(target) === JSON.stringify(holder);
}

try {
  const big = await largestGeneration();
  console.log(`largest generation: ${(big.bytes / 1024).toFixed(1)} KB of JSON (each prose text padded by ${big.pad} characters), ${SECONDS} s, ${IMPORTERS} importers, 1 publisher`);
  const small = [];
  for (let index = 0; index < 10; index++) small.push(await newGeneration(server.url));
  // The timing clients are processes of their own too (paced-client.mjs), loaded before the start.
  const timing = await startPacedClients([
    { url: server.url, clients: 10, rate: STATIC_RATE, seconds: SECONDS, warmup: WARMUP, stream: { kind: 'get', paths: STATIC_FILES } },
    { url: server.url, clients: 20, rate: SAVE_RATE, seconds: SECONDS, warmup: WARMUP, stream: { kind: 'saves', generations: small, from: 0 } },
  ]);
  const startAt = Date.now() + 50;

  // The noisy clients (noisy-clients.mjs, a process of their own) start with the measured seconds,
  // after the warm-up: their first burst of imports (up to the account's MAX_CREATES_PER_MINUTE) is
  // the hardest part, and it is counted.
  const importFile = join(dataDir, 'largest.json');
  writeFileSync(importFile, big.body);
  const noisyStart = startAt + WARMUP * 1000;
  const noisy = new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'noisy-clients.mjs'), server.url, big.id, importFile, String(IMPORTERS), String(noisyStart), String(noisyStart + SECONDS * 1000)], {
      env: { ...process.env, OPERATOR_TOKEN },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the noisy clients exited with ${code}`))));
  });
  const [statics, saves] = await timing.start(startAt);
  const { published, imported } = await noisy;

  const line = (label, { latencies, errors }) => {
    const ms = (q) => quantile(latencies, q).toFixed(1);
    console.log(`${label.padEnd(34)} p50 ${ms(0.5)} ms   p99 ${ms(0.99)} ms   max ${ms(1)} ms   errors ${errors} (${latencies.length - errors} answered)`);
    if (errors > 0) failed = true;
  };
  if (WARMUP > 0) {
    line(`static files, first ${WARMUP} s (warm-up)`, statics.warmup);
    line(`saves, first ${WARMUP} s (warm-up)`, saves.warmup);
  }
  line(`static files, ${STATIC_RATE}/s evenly`, statics);
  line(`saves, ${SAVE_RATE}/s evenly`, saves);
  const counted = (counts) =>
    Object.entries(counts)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ') || 'none';
  console.log(`meanwhile: publishes ${counted(published)}; imports ${counted(imported)} (${((imported[201] ?? 0) / SECONDS).toFixed(1)}/s)`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
