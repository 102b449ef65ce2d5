// The code of the SQLite writer thread and of its checkpointer (sqlite-writer-thread.ts). The writer:
// one writing connection on the store's file, and each batch the serving thread posts committed
// (and synced to disk) here, one at a time. The checkpointer: a connection of its own that copies
// the WAL into the database file every CHECKPOINT_EVERY_MS, beside the writer instead of inside a
// commit (a checkpoint after a burst of 256 KB imports took a commit 100-300 ms; saves waited).
import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { batchWriter, openConnection, type WriteBatch } from './sqlite-batch-writer';
import type { WriterReply } from './sqlite-writer-thread';

/** How often the checkpointer copies the WAL into the database file. */
export const CHECKPOINT_EVERY_MS = 500;
/**
 * The WAL's bound. A PASSIVE checkpoint never waits for the writer, so under writes that never
 * pause it may never finish, and the WAL, which restarts only after a finished one, would grow.
 * Past this size the checkpointer waits for the writer and truncates the WAL (the writer waits meanwhile).
 */
export const WAL_BOUND_BYTES = 64 * 1024 * 1024;

const { path, role } = workerData as { path: string; role: 'writer' | 'checkpointer' };
const db = openConnection(path);
// Commits never checkpoint; the checkpointer does it (PASSIVE: it never waits for, nor holds up, a writer).
db.pragma('wal_autocheckpoint = 0');

if (role === 'checkpointer') {
  const walSize = () => {
    try {
      return statSync(`${path}-wal`).size;
    } catch {
      return 0;
    }
  };
  setInterval(() => db.pragma(walSize() > WAL_BOUND_BYTES ? 'wal_checkpoint(TRUNCATE)' : 'wal_checkpoint(PASSIVE)'), CHECKPOINT_EVERY_MS);
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
