// The timing client of the benches (bench-server.mjs, bench-noisy.mjs) in a process of its own:
// it only sends and times, so that the bench's bookkeeping (tens of thousands of acknowledged
// saves kept for the history check, autocannon's leftovers) and the garbage collection it causes
// never count as the server's delay. Started by startPacedClients (paced-load.mjs) with an IPC
// channel: it says { ready } once loaded, gets { url, clients, rate, seconds, warmup, startAt,
// stream } and answers with pacedLoad's result and, for saves, what was sent and acknowledged.
// Streams: { kind: 'saves', generations, from } (editOf(k) for k = from, from + 1, ..., spread
// over the generations in turn) or { kind: 'get', paths } (GETs of the paths in turn).
import { editOf, savedValue } from './edit-stream.mjs';
import { pacedLoad } from './paced-load.mjs';

/** The stream's next() for pacedLoad, and what it records: [value, generation, field] sent, [generation, revision, field, value] acknowledged. */
function streamOf(stream) {
  const sent = [];
  const acknowledged = [];
  if (stream.kind === 'get') {
    let index = 0;
    return { next: () => ({ method: 'GET', path: stream.paths[index++ % stream.paths.length] }), record: {} };
  }
  let k = stream.from;
  const next = () => {
    const generation = stream.generations[k % stream.generations.length];
    const edit = editOf(k++);
    sent.push([edit.value, generation, edit.field]);
    const onReply = (_status, text) => {
      const reply = JSON.parse(text);
      acknowledged.push([generation, reply.revision, edit.field, savedValue(reply)]);
    };
    return { path: `/api/preview/${generation}/${edit.url}`, body: JSON.stringify(edit.body), onReply };
  };
  return { next, record: { sent, acknowledged } };
}

process.once('message', async ({ stream, ...options }) => {
  const { next, record } = streamOf(stream);
  const result = await pacedLoad({ ...options, next });
  process.send({ ...result, sent: record.sent, acknowledged: record.acknowledged }, () => process.exit(0));
});
process.send({ ready: true });
