// The code of the SQLite writer's threads. The writer: one writing connection on the store's file,
// and each batch the serving thread posts committed (and synced to disk) here, one at a time. The
// checkpointer: a connection of its own that copies the WAL back into the database file now and
// then, so that no commit waits for that copy (sqlite-writer-thread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { batchWriter, CHECKPOINT_EVERY_MS, openConnection, type WriteBatch } from './sqlite-batch-writer';
import type { WriterReply } from './sqlite-writer-thread';

const { path, role } = workerData as { path: string; role: 'writer' | 'checkpointer' };
const db = openConnection(path);

if (role === 'checkpointer') {
  // PASSIVE: copies what no reader still needs and never waits for a lock, so the writer is never held up.
  setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), CHECKPOINT_EVERY_MS);
} else {
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
}
