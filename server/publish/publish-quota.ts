// The publish folder's quotas (docs/decisions/030): each publish of a generation gets its own
// folder, {PUBLISH_DIR}/{generation}/{publish id}; the newest PUBLISHES_KEPT of a generation are
// kept, older ones removed; and a publish starts only when the publish folder, with the room the
// new site takes, stays within PUBLISH_DISK_BUDGET_MB.
// File calls are synchronous: a publish runs on a worker thread of its own (docs/decisions/029),
// and asynchronous ones would queue on libuv's few shared threads, ahead of the serving thread's
// static files.
import { existsSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** A publish refused because the publish folder has no room left for it (answered 409, nothing written). */
export class PublishOverBudget extends Error {
  readonly statusCode = 409;
  override name = 'PublishOverBudget';
}

/** A folder name a publish may create: letters, digits, '.', '_' and '-', not starting with a dot, at most 100 characters. */
const FOLDER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Whether `name` may name a folder under the publish folder (never '.', '..' or a hidden or nested name). */
export function isPublishFolderName(name: string): boolean {
  return FOLDER_NAME.test(name);
}

/** A publish's id: when it was made (sortable, UTC) and the revision it shows, e.g. 20261126-132127-123Z-r4. */
export function publishId(publishedAt: Date, revision: number): string {
  const stamp = publishedAt.toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-');
  return `${stamp}-r${revision}`;
}

const PUBLISH_ID = /^\d{8}-\d{6}-\d{3}Z-r\d+$/;

/** Bytes of every file below a path (links counted as themselves, never followed). */
export function diskUsage(path: string): number {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const name of readdirSync(path)) total += diskUsage(join(path, name));
  return total;
}

/** Bytes as the publish commands and refusals print them: megabytes, one decimal. */
export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Refuses a publish (PublishOverBudget) when the publish folder's files plus `needed` bytes (the
 * new site) would pass `budgetBytes`.
 */
export function checkDiskBudget(publishDir: string, needed: number, budgetBytes: number): void {
  const used = diskUsage(publishDir);
  if (used + needed <= budgetBytes) return;
  throw new PublishOverBudget(
    `The publish folder holds ${megabytes(used)} MB; this publish needs about ${megabytes(needed)} MB more and the budget is ${megabytes(budgetBytes)} MB (PUBLISH_DISK_BUDGET_MB). Nothing was published.`,
  );
}

/** A publish's staging folder (publish.ts builds the site in it, then renames it into place) and the earlier site it moves aside. */
const STAGING = /^\..+\.publishing-[A-Za-z0-9]{6}(\.previous)?$/;

/**
 * How old a staging folder is once no publish can still be writing it: a publish answers within
 * CONNECTION_LIMITS.publishAnswerMs (5 min) and writes a site in seconds. (The server's publish
 * stopped at its deadline has its own removed at once, removeStoppedPublish; this catches those
 * of a process killed, or a clean-up that failed too.)
 */
export const ABANDONED_STAGING_MS = 60 * 60 * 1000;

/**
 * Removes the staging folders of publishes that stopped halfway (their process killed), in every
 * generation's folder, once they are ABANDONED_STAGING_MS old; a younger one may be another
 * instance's publish at work. Before, they stayed for ever and counted against the disk budget.
 */
export function removeAbandonedStaging(publishDir: string, now: number): string[] {
  const removed: string[] = [];
  const folders = existsSync(publishDir) ? readdirSync(publishDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && isPublishFolderName(entry.name)) : [];
  for (const folder of folders) {
    const generationDir = join(publishDir, folder.name);
    for (const name of readdirSync(generationDir)) {
      const path = join(generationDir, name);
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (!STAGING.test(name) || !stat || now - stat.mtimeMs < ABANDONED_STAGING_MS) continue;
      rmSync(path, { recursive: true, force: true });
      removed.push(`${folder.name}/${name}`);
    }
  }
  return removed;
}

/**
 * Removes what one publish, stopped before it ended (its worker cut off at PUBLISH_TASK_MS, or
 * dead), left in its generation's folder: its staging folder, named after its publish id (`name`).
 * Nothing else is touched: another staging folder may be another instance's publish at work. (A
 * publish into the publish folder writes a new folder, so it never moves an earlier site aside.)
 */
export function removeStoppedPublish(publishDir: string, folder: string, name: string): string[] {
  if (!isPublishFolderName(folder) || !PUBLISH_ID.test(name)) return [];
  const generationDir = join(publishDir, folder);
  if (!existsSync(generationDir)) return [];
  const stopped = readdirSync(generationDir).filter((entry) => entry.startsWith(`.${name}.publishing-`) && !entry.endsWith('.previous') && STAGING.test(entry));
  for (const entry of stopped) rmSync(join(generationDir, entry), { recursive: true, force: true });
  return stopped.map((entry) => `${folder}/${entry}`);
}

/** A generation's publish folders, oldest first (their ids sort by time); none when it has no folder. Staging folders are not publishes. */
export function publishesOf(generationDir: string): string[] {
  if (!existsSync(generationDir)) return [];
  return readdirSync(generationDir)
    .filter((name) => PUBLISH_ID.test(name))
    .sort();
}

/** Removes a generation's publishes beyond the newest `keep` (by their ids, which sort by time). */
export function pruneOldPublishes(generationDir: string, keep: number): string[] {
  const publishes = publishesOf(generationDir);
  const old = publishes.slice(0, Math.max(0, publishes.length - keep));
  for (const name of old) rmSync(join(generationDir, name), { recursive: true, force: true });
  return old;
}
