// The attacks npm run bench:attack replays (issue 24), one entry each: `run(target)` resolves with
// `{ got, ok }`, what the server answered and whether it is the right kind of answer. `target`:
// { origin, port, databasePath, pid, sizes: { edits, slowBodies }, requestMs (REQUEST_TIMEOUT_MS), authorization } (headers to add).
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';

/** Sends `request` as written on a new connection; resolves with status, headers and body once the server closes it. */
export function raw(port, request, { timeoutMs = 10_000 } = {}) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks = [];
    const timer = setTimeout(() => socket.destroy(new Error('no answer')), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]) || 0, headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const get = (target, path, host = `127.0.0.1:${target.port}`) => {
  const extra = Object.entries(target.authorization)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return raw(target.port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`);
};
const post = (target, path, body, headers = {}) => fetch(`${target.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...target.authorization, ...headers }, body });

/** Whether an answer is an error the way every error must be: `{ error }` and the security headers. */
const wellFormedError = (answer) => {
  try {
    return typeof JSON.parse(answer.body).error === 'string' && /frame-ancestors/.test(answer.headers['content-security-policy'] ?? '') && answer.headers['x-content-type-options'] === 'nosniff';
  } catch {
    return false;
  }
};
const describe = (answer) => `${answer.status}${answer.headers.location ? ` Location: ${answer.headers.location}` : ''} ${answer.body.slice(0, 90).replace(/\s+/g, ' ')}`;

/** `count` footer links: a list far past its bound. */
const linkFlood = (count) => JSON.stringify({ content: { footer: { quickLinks: Array.from({ length: count }, (_, index) => ({ label: `L${index}`, link: '/' })) } } });

async function createGeneration(target) {
  const response = await post(target, '/api/generations', '{}');
  if (response.status !== 201) throw new Error(`POST /api/generations answered ${response.status}`);
  return (await response.json()).id;
}

/**
 * Writes `count` edits of hero.title straight into the store file, as a generation edited that
 * many times before compaction existed would hold them, and moves the generation's row to match.
 */
function insertEdits(databasePath, id, count) {
  const db = new Database(databasePath);
  try {
    db.pragma('busy_timeout = 10000');
    const row = db.prepare('SELECT content FROM generations WHERE id = ?').get(id);
    const content = JSON.parse(row.content);
    const insert = db.prepare("INSERT INTO edits (generation_id, kind, path, locale, old_value, new_value, revision, created_at) VALUES (?, 'content', 'hero.title', 'en', ?, ?, ?, ?)");
    const now = new Date().toISOString();
    db.transaction(() => {
      let previous = content.hero.title;
      for (let revision = 1; revision <= count; revision++) {
        const next = `Title ${revision}`;
        insert.run(id, previous, next, revision, now);
        previous = next;
      }
      content.hero.title = previous;
      db.prepare('UPDATE generations SET content = ?, revision = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(content), count, now, id);
    })();
  } finally {
    db.close();
  }
}

const countEdits = (databasePath, id) => {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare('SELECT COUNT(*) AS n FROM edits WHERE generation_id = ?').get(id).n;
  } finally {
    db.close();
  }
};

/** The server's resident memory in MB (Linux), to print beside the history's answer. */
const residentMb = (pid) => {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
  } catch {
    return NaN;
  }
};

/** Opens `count` connections that send a body a byte a second; resolves once all are closed (or after `limitMs`). */
function slowBodies(target, count, limitMs) {
  const started = Date.now();
  const outcomes = [];
  return new Promise((resolve) => {
    let open = count;
    const done = () => resolve({ outcomes, elapsed: Date.now() - started, open });
    const limit = setTimeout(done, limitMs);
    for (let index = 0; index < count; index++) {
      const socket = connect(target.port, '127.0.0.1', () => {
        const extra = Object.entries(target.authorization)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('');
        socket.write(`POST /api/generations HTTP/1.1\r\nHost: 127.0.0.1:${target.port}\r\n${extra}Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`);
      });
      const drip = setInterval(() => socket.writable && socket.write(' '), 1_000);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        outcomes.push({ ms: Date.now() - started, status: Number(answer.split(' ')[1]) || 0 });
        if (--open === 0) {
          clearTimeout(limit);
          done();
        }
      });
    }
  });
}

export const attackCases = [
  {
    name: 'gzip import of 38,000 footer links (2 KB on the wire)',
    async run(target) {
      const body = gzipSync(linkFlood(38_000));
      const response = await post(target, '/api/generations', body, { 'content-encoding': 'gzip' });
      const text = await response.text();
      return { got: `${body.length.toLocaleString('en-CA')} bytes sent: ${response.status} ${text.slice(0, 120)}`, ok: response.status === 415 };
    },
  },
  {
    name: 'the same list uncompressed: 20,000 footer links',
    async run(target) {
      const response = await post(target, '/api/generations', linkFlood(20_000));
      const text = await response.text();
      return { got: `${response.status} ${text.slice(0, 120)}`, ok: [413, 422].includes(response.status) && /quickLinks|too large/i.test(text) };
    },
  },
  {
    name: 'a 1,040,000-character site_name, imported and saved',
    async run(target) {
      const long = 'x'.repeat(1_040_000);
      const imported = await post(target, '/api/generations', JSON.stringify({ content: { site_name: long } }));
      const importText = await imported.text();
      const id = await createGeneration(target);
      const saved = await post(target, `/api/preview/${id}/content`, JSON.stringify({ path: 'site_name', content: long.slice(0, 5_000) }));
      const saveText = await saved.text();
      const ok = [413, 422].includes(imported.status) && /site_name|too large/i.test(importText) && [413, 422].includes(saved.status) && /site_name/.test(saveText);
      return { got: `import: ${imported.status} ${importText.slice(0, 100)}\nsave of 5,000 characters: ${saved.status} ${saveText.slice(0, 100)}`, ok };
    },
  },
  {
    name: 'many edits in one generation, then its history and export',
    async run(target) {
      const id = await createGeneration(target);
      insertEdits(target.databasePath, id, target.sizes.edits);
      const before = residentMb(target.pid);
      const begun = Date.now();
      const history = await fetch(`${target.origin}/api/preview/${id}/history`, { headers: target.authorization });
      const page = await history.json();
      const historyMs = Date.now() - begun;
      const full = await (await fetch(`${target.origin}/api/preview/${id}/history?limit=500`, { headers: target.authorization })).json();
      const exported = await fetch(`${target.origin}/api/preview/${id}/export`, { headers: target.authorization });
      const exportedBody = await exported.json();
      // The next save writes a snapshot and compacts a first batch of the backlog (docs/decisions/027).
      const saveBegun = Date.now();
      const saved = await post(target, `/api/preview/${id}/content`, JSON.stringify({ path: 'hero.subtitle', content: 'After the flood' }));
      const saveMs = Date.now() - saveBegun;
      const kept = countEdits(target.databasePath, id);
      const ok =
        history.status === 200 &&
        page.edits.length === 100 &&
        page.more === true &&
        page.edits[0].revision === target.sizes.edits &&
        full.edits.length === 500 &&
        exported.status === 200 &&
        exportedBody.content.hero.title === `Title ${target.sizes.edits}` &&
        saved.status === 200 &&
        kept < target.sizes.edits;
      return {
        got: `${target.sizes.edits.toLocaleString('en-CA')} edits: history ${history.status} in ${historyMs} ms, ${page.edits.length} edits, more=${page.more}, next before=${page.before}; limit=500 gave ${full.edits.length}; export ${exported.status}\nserver memory ${before} MB before, ${residentMb(target.pid)} MB after; next save ${saved.status} in ${saveMs} ms, edits kept after its compaction: ${kept.toLocaleString('en-CA')}`,
        ok,
      };
    },
  },
  {
    name: 'slow bodies: connections trickling a byte a second',
    async run(target) {
      // The server cuts a request off after target.requestMs (REQUEST_TIMEOUT_MS), checked each second.
      const slow = slowBodies(target, target.sizes.slowBodies, target.requestMs + 15_000);
      // Meanwhile an ordinary visitor is still served.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const begun = Date.now();
      const home = await get(target, '/');
      const homeMs = Date.now() - begun;
      const { outcomes, elapsed, open } = await slow;
      const statuses = [...new Set(outcomes.map((outcome) => outcome.status))].join(', ');
      const last = Math.max(0, ...outcomes.map((outcome) => outcome.ms));
      return {
        got: `${target.sizes.slowBodies} connections: ${outcomes.length} cut off, the last after ${(last / 1000).toFixed(1)} s (answers: ${statuses}), ${open} still open after ${(elapsed / 1000).toFixed(1)} s; the home page meanwhile: ${home.status} in ${homeMs} ms`,
        ok: open === 0 && last >= target.requestMs && last <= target.requestMs + 10_000 && home.status === 200,
      };
    },
  },
  {
    name: 'redirect paths: backslashes, control characters, a leading //',
    async run(target) {
      const lines = [];
      let ok = true;
      for (const path of ['/%5cevil.example/', '/%5c%5chost/', '/%5c/host/', '/%09/host/', '//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/']) {
        const answer = await get(target, path);
        const right = answer.status === 404 && !answer.headers.location;
        ok &&= right;
        lines.push(`${path} -> ${describe(answer)}`);
      }
      const utf8 = await get(target, '/caf%C3%A9/');
      ok &&= utf8.status === 301 && utf8.headers.location === '/caf%C3%A9';
      lines.push(`/caf%C3%A9/ -> ${describe(utf8)}`);
      return { got: lines.join('\n'), ok };
    },
  },
  {
    name: 'Host headers other than SITE_ORIGIN (DNS rebinding)',
    async run(target) {
      const evil = await get(target, '/', 'evil.example');
      const own = await get(target, '/');
      // Ours first, then another: Node kept the first, a proxy in front may read the other.
      const twice = await get(target, '/', `127.0.0.1:${target.port}\r\nHost: evil.example`);
      return {
        got: `Host evil.example -> ${describe(evil)}\nHost 127.0.0.1:${target.port} -> ${own.status}\nHost 127.0.0.1:${target.port} and Host evil.example -> ${describe(twice)}`,
        ok: evil.status === 421 && wellFormedError(evil) && own.status === 200 && twice.status === 400 && wellFormedError(twice),
      };
    },
  },
  {
    name: 'encoding and protocol errors answer { error } with the security headers',
    async run(target) {
      const answers = [
        ['bad percent-encoding /%zz', await get(target, '/%zz')],
        ['a header without a colon', await raw(target.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${target.port}\r\nNo colon\r\n\r\n`)],
        ['a 20 KB header', await raw(target.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${target.port}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)],
        ['a line separator in the path /%E2%80%A8/', await get(target, '/%E2%80%A8/')],
      ];
      const ok = answers.every(
        ([label, answer]) => answer.status >= 400 && answer.status < 500 && (label.includes('line separator') ? answer.headers['x-content-type-options'] === 'nosniff' : wellFormedError(answer)),
      );
      return { got: answers.map(([label, answer]) => `${label} -> ${describe(answer)}`).join('\n'), ok };
    },
  },
];
