// An open-loop load for bench-server.mjs: `clients` keep-alive connections, each sending its saves
// at evenly spaced times so that together they offer `rate` saves per second. A client whose
// previous save is still unanswered sends the next as soon as it is answered, and every latency is
// counted from the time the save was due, not from when it went out, so a slow server cannot hide
// its queue by slowing the load ("coordinated omission"). autocannon's own rate limit sends each
// second's share in a burst at the start of the second, which measures bursts, not a steady rate.
// The first `warmup` seconds run the same load but are counted apart (as autocannon's --warmup
// and wrk's warm-up do): new connections and code not yet compiled, in the client and the server,
// are the start of a run, not the steady state the figures describe. Callers print both.
// startPacedClients runs such loads each in a process of its own (paced-client.mjs), which is how
// the benches time the server: apart from their own bookkeeping.
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { apiHeaders, OPERATOR_TOKEN } from './operator-token.mjs';

/**
 * Runs the load for `warmup` + `seconds` from `startAt` (epoch milliseconds; 50 ms from now when
 * unset); `next()` gives each request's { path, body, onReply(status, text) }
 * (a POST of JSON), or { method: 'GET', path } (any 200 answer counts).
 * Resolves with { saves, errors, seconds, latencies, warmup: { latencies, errors } } (milliseconds, sorted;
 * `latencies` and `errors` count only the requests due after the warm-up).
 */
export function pacedLoad({ url, clients, rate, seconds, warmup = 0, startAt = Date.now() + 50, next }) {
  const { hostname, port } = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const interval = (1000 * clients) / rate;
  const start = performance.now() + (startAt - Date.now());
  const measuredFrom = start + warmup * 1000;
  const end = measuredFrom + seconds * 1000;
  const latencies = [];
  const warm = { latencies: [], errors: 0 };
  let errors = 0;

  const send = ({ path, body, method = 'POST' }) =>
    new Promise((resolve) => {
      const headers = method === 'GET' ? apiHeaders() : apiHeaders({ 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      const outgoing = request({ hostname, port, path, method, agent, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
      outgoing.on('error', (error) => resolve({ status: 0, text: error.message }));
      outgoing.end(method === 'GET' ? undefined : body);
    });

  const client = async (index) => {
    for (let due = start + (index * interval) / clients; due < end; due += interval) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const save = next();
      const { status, text } = await send(save);
      const counted = due < measuredFrom ? warm : null;
      (counted?.latencies ?? latencies).push(performance.now() - due);
      if (status === 200) save.onReply?.(status, text);
      else if (counted) counted.errors++;
      else errors++;
    }
  };

  return Promise.all(Array.from({ length: clients }, (_, index) => client(index))).then(() => {
    agent.destroy();
    latencies.sort((a, b) => a - b);
    warm.latencies.sort((a, b) => a - b);
    return { saves: latencies.length - errors, errors, seconds, latencies, warmup: warm };
  });
}

/** The latency at quantile q (0..1) of sorted latencies. */
export function quantile(latencies, q) {
  return latencies.length === 0 ? 0 : latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
}

/**
 * Starts one timing client process per load (paced-client.mjs; each load is pacedLoad's options
 * but with a `stream` in place of `next`) and resolves, once all are loaded, with `start(startAt)`:
 * runs them all from that time (epoch milliseconds) and resolves with their results in order
 * (pacedLoad's, plus `sent` and `acknowledged` for a stream of saves).
 */
export async function startPacedClients(loads) {
  const children = loads.map(() => fork(new URL('./paced-client.mjs', import.meta.url), [], { env: { ...process.env, OPERATOR_TOKEN }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  const answer = (child) =>
    new Promise((resolve, reject) => {
      const exited = (code) => reject(new Error(`a timing client exited with ${code} before it answered`));
      child.once('exit', exited);
      child.once('message', (message) => {
        child.off('exit', exited);
        resolve(message);
      });
    });
  await Promise.all(children.map(answer));
  return {
    start(startAt) {
      const results = children.map(answer);
      children.forEach((child, index) => child.send({ ...loads[index], startAt }));
      return Promise.all(results);
    },
  };
}
