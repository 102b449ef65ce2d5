// The code of the SQLite writer thread: one writing connection on the store's file, and each
// batch and write call the serving thread posts run (and synced to disk) here, one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { batchWriter, openConnection } from './sqlite-batch-writer';
import type { WriterReply, WriterTask } from './sqlite-writer-thread';
import { connectionWrites, sendError } from './sqlite-writes';

const db = openConnection((workerData as { path: string }).path);
const write = batchWriter(db);
const run = connectionWrites(db);
parentPort!.postMessage({ ready: true } satisfies WriterReply);

// Each task's work is synchronous (better-sqlite3), done before the next message is read; only its
// reply may wait for a promise that has already settled.
parentPort!.on('message', ({ id, task }: { id: number; task: WriterTask }) => {
  const reply = (value: unknown) => parentPort!.postMessage({ id, ok: true, value } satisfies WriterReply);
  const fail = (error: unknown) => parentPort!.postMessage({ id, ok: false, error: sendError(error) } satisfies WriterReply);
  try {
    if ('batch' in task) reply(write(task.batch));
    else run(task.call).then(reply, fail);
  } catch (error) {
    fail(error);
  }
});
