// npm run bench:crash: kills the preview server with SIGKILL in the middle of a stream of text
// and colour saves, again and again, restarting it each time on the same database. After every
// restart it checks each generation: every save the server acknowledged is stored as
// acknowledged, revisions run 1..N without a gap, nothing is stored that was not sent, and each
// field holds its latest edit (nothing half-written). A save cut off by the kill may or may not
// be stored; both are counted. Prints the counts; exits 1 on any problem.
// Usage: node scripts/crash-server.mjs [--kills 100] [--clients 10]
// (DATABASE_URL set: the PostgreSQL store is crashed instead of SQLite.)
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiHeaders } from './operator-token.mjs';
import { checkHistory, checkState, editOf, fetchHistory, newGeneration, savedValue } from './edit-stream.mjs';
import { startSite } from './start-site.mjs';

const { values } = parseArgs({ options: { kills: { type: 'string', default: '100' }, clients: { type: 'string', default: '10' } } });
const KILLS = Number(values.kills);
const CLIENTS = Number(values.clients);
const GENERATIONS = 3;

const dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
const databasePath = join(dataDir, 'previews.db');
/** generation id -> revision -> the acknowledged edit. */
const acknowledged = new Map();
/** `field=value` of saves sent but never answered (cut off by a kill). */
const unanswered = new Set();
let count = 0;
let saves = 0;
let failed = false;

/** One editor: saves one edit after another until the server stops answering. */
async function editor(url, generations, running) {
  while (running.value) {
    const k = count++;
    const generation = generations[k % generations.length];
    const edit = editOf(k);
    try {
      const response = await fetch(`${url}/api/preview/${generation}/${edit.url}`, {
        method: 'POST',
        headers: apiHeaders({ 'content-type': 'application/json' }),
        body: JSON.stringify(edit.body),
      });
      if (response.status !== 200) throw new Error(`save answered ${response.status}: ${await response.text()}`);
      const reply = await response.json();
      if (savedValue(reply) !== edit.value) throw new Error(`save of ${edit.value} answered ${JSON.stringify(reply)}`);
      acknowledged.get(generation).set(reply.revision, { field: edit.field, value: edit.value });
      saves++;
    } catch (error) {
      if (error.message.startsWith('save ')) throw error;
      unanswered.add(`${edit.field}=${edit.value}`);
      return;
    }
  }
}

async function check(url, generations) {
  const problems = [];
  for (const id of generations) problems.push(...(await checkHistory(url, id, acknowledged.get(id), unanswered)), ...(await checkState(url, id)));
  return problems;
}

try {
  let generations;
  for (let kill = 1; kill <= KILLS && !failed; kill++) {
    const server = await startSite(databasePath);
    if (!generations) {
      generations = [];
      for (let index = 0; index < GENERATIONS; index++) generations.push(await newGeneration(server.url));
      for (const id of generations) acknowledged.set(id, new Map());
    }
    const problems = await check(server.url, generations);
    if (problems.length > 0) {
      failed = true;
      console.log(`after kill ${kill - 1}: ${problems.length} problems\n  ${problems.slice(0, 20).join('\n  ')}`);
      server.kill('SIGKILL');
      break;
    }
    const running = { value: true };
    const editors = Array.from({ length: CLIENTS }, () => editor(server.url, generations, running));
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    running.value = false;
    await Promise.all(editors);
    await exited;
    if (kill % 10 === 0 || kill === KILLS) console.log(`${kill} kills, ${saves} saves acknowledged so far`);
  }
  if (!failed) {
    const server = await startSite(databasePath);
    const problems = await check(server.url, generations);
    const storedUnanswered = await countStored(server.url, generations);
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
    if (!process.env.DATABASE_URL) problems.push(...integrityProblems());
    if (problems.length > 0) {
      failed = true;
      console.log(`after the last kill: ${problems.length} problems\n  ${problems.slice(0, 20).join('\n  ')}`);
    } else {
      console.log(
        `${KILLS} SIGKILLs during saves from ${CLIENTS} editors: all ${saves} acknowledged saves stored as acknowledged, none half-written${process.env.DATABASE_URL ? '' : ', integrity_check ok'}; ` +
          `${unanswered.size} saves cut off by a kill (${storedUnanswered} of them stored, ${unanswered.size - storedUnanswered} not)`,
      );
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** SQLite's own check of the file after all the kills: pages, indexes and constraints intact. */
function integrityProblems() {
  const db = new Database(databasePath, { readonly: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    const foreignKeys = db.pragma('foreign_key_check');
    return [...(result === 'ok' ? [] : [`integrity_check: ${result}`]), ...foreignKeys.map((row) => `foreign key broken: ${JSON.stringify(row)}`)];
  } finally {
    db.close();
  }
}

/** How many of the saves cut off by a kill the server had stored. */
async function countStored(url, generations) {
  let stored = 0;
  for (const id of generations) {
    const { edits = [] } = await fetchHistory(url, id);
    for (const edit of edits) if (!acknowledged.get(id).has(edit.revision)) stored++;
  }
  return stored;
}
