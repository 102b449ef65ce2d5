// The noisy clients of bench-noisy.mjs, in a process of their own: their 256 KB uploads would
// otherwise hold up the event loop that times the static files and saves, and the figures would
// count the client's own delays as the server's. One publisher posts .../publish of the generation
// again as soon as answered; each importer posts the file to /api/generations again as soon as
// answered; a 429 waits its Retry-After, never past the end. Prints the answers' statuses counted,
// as JSON: { published: { 200: n, ... }, imported: { 201: n, ... } }.
// Usage: node scripts/noisy-clients.mjs <site url> <generation id> <import file> <importers> <start, epoch ms> <stop, epoch ms>
import { readFileSync } from 'node:fs';
import { apiHeaders } from './operator-token.mjs';

const [url, generationId, importFile, importers, startAt, stopAt] = process.argv.slice(2);
const body = readFileSync(importFile, 'utf8');
const stop = Number(stopAt);
const post = (path, payload) => fetch(url + path, { method: 'POST', headers: apiHeaders({ 'content-type': 'application/json' }), body: payload });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Runs `work` again and again until the stop time; counts its outcomes by status. */
async function loop(work, counts) {
  while (Date.now() < stop) {
    const response = await work();
    counts[response.status] = (counts[response.status] ?? 0) + 1;
    await response.arrayBuffer();
    if (response.status === 429) await sleep(Math.min(1000 * Number(response.headers.get('retry-after') ?? 1), stop - Date.now()));
  }
}

const published = {};
const imported = {};
await sleep(Number(startAt) - Date.now());
await Promise.all([
  loop(() => post(`/api/preview/${generationId}/publish`, '{}'), published),
  ...Array.from({ length: Number(importers) }, () => loop(() => post('/api/generations', body), imported)),
]);
console.log(JSON.stringify({ published, imported }));
