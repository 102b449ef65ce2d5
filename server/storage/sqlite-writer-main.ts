// The code of the SQLite writer thread: one writing connection on the store's file, and each
// batch the serving thread posts committed (and synced to disk) here, one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { batchWriter, openConnection, type WriteBatch } from './sqlite-batch-writer';
import type { WriterReply } from './sqlite-writer-thread';

const db = openConnection((workerData as { path: string }).path);
const write = batchWriter(db);
parentPort!.postMessage({ ready: true } satisfies WriterReply);

parentPort!.on('message', ({ id, batch }: { id: number; batch: WriteBatch }) => {
  let reply: WriterReply;
  try {
    reply = { id, ok: true, outcomes: write(batch) };
  } catch (error) {
    reply = { id, ok: false, message: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});
