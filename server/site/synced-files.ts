// Files written for a publish reach the disk as they are written, each synced before the next
// (docs/decisions/029): a publish writes megabytes, and on a journalling file system (ext4's
// ordered mode) a save's own sync to disk would otherwise wait for all of that data at once. A
// publish runs on its own thread at a low priority, so the syncs cost it time and no one else.
import { closeSync, copyFileSync, fdatasyncSync, fstatSync, mkdirSync, openSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes a second the files of this thread may be written at; 0: as fast as the disk takes them. */
let pace = 0;
let paced = { since: 0, bytes: 0 };
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * Limits this thread's synced writes to `bytesPerSecond` (the publish worker's PUBLISH_WRITE_MB_PER_S):
 * past it, the thread sleeps before the next file, leaving the disk to others' syncs meanwhile.
 */
export function paceWrites(bytesPerSecond: number): void {
  pace = bytesPerSecond;
  paced = { since: performance.now(), bytes: 0 };
}

function wrote(bytes: number) {
  if (pace <= 0) return;
  paced.bytes += bytes;
  const due = paced.since + (paced.bytes / pace) * 1000;
  const now = performance.now();
  // A pause of more than a second means the thread was idle: the budget starts afresh.
  if (now - due > 1000) paced = { since: now, bytes: 0 };
  else if (due > now) Atomics.wait(sleeper, 0, 0, due - now);
}

/** Writes `data` to `path` and syncs it to disk before returning. */
export function writeFileSynced(path: string, data: string): void {
  const fd = openSync(path, 'w');
  try {
    writeFileSync(fd, data);
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
  wrote(Buffer.byteLength(data));
}

/** Copies the folder `from` to `to` (files for which `keep` says yes), each file synced to disk as it is copied. */
export function copyTreeSynced(from: string, to: string, keep: (source: string) => boolean = () => true): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (!keep(source)) continue;
    if (entry.isDirectory()) {
      copyTreeSynced(source, target, keep);
      continue;
    }
    copyFileSync(source, target);
    const fd = openSync(target, 'r+');
    try {
      fdatasyncSync(fd);
      wrote(fstatSync(fd).size);
    } finally {
      closeSync(fd);
    }
  }
}
