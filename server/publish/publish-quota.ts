// The publish folder's quotas (docs/decisions/030): each publish of a generation gets its own
// folder, {PUBLISH_DIR}/{generation}/{publish id}; the newest PUBLISHES_KEPT of a generation are
// kept, older ones removed; and a publish starts only when the publish folder, with the room the
// new site takes and the room every other publish under way has claimed, stays within
// PUBLISH_DISK_BUDGET_MB.
// File calls are synchronous: a publish runs on a worker thread of its own (docs/decisions/029),
// and asynchronous ones would queue on libuv's few shared threads, ahead of the serving thread's
// static files.
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * A publish's claim on the disk budget while it writes its site: a file in the publish folder,
 * `.reserved.{generation folder}.{publish id}.{8 hex digits}`, holding the bytes the new site needs.
 */
const RESERVATION = /^\.reserved\.[A-Za-z0-9._-]+\.[0-9a-f]{8}$/;
const claimOf = (folder: string, name: string) => new RegExp(`^\\.reserved\\.${folder.replaceAll('.', '\\.')}\\.${name}\\.[0-9a-f]{8}$`);

/** Bytes a reservation file claims (0 for one removed meanwhile: its publish ended). */
function claimed(path: string): number {
  try {
    return Number(readFileSync(path, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/**
 * Claims `needed` bytes (the new site) of the publish folder's budget for the publish `name` of
 * the generation folder `folder`, or
 * refuses it (PublishOverBudget, nothing kept) when the folder's files, the claims of publishes
 * under way and this one would pass `budgetBytes`. Returns the release, to call once the site is
 * in place or the publish failed.
 *
 * It holds across processes (several instances, a publish command) without a lock: each publish
 * writes its claim before it reads the others'. Of two publishes at once, the one that reads
 * second sees both claims, so the two cannot both pass on room only one of them has. What a
 * publish under way has already written counts as well as its whole claim: near the budget, a
 * publish may be refused that would have fit, never let through one that does not.
 */
export function reserveDiskBudget(publishDir: string, folder: string, name: string, needed: number, budgetBytes: number): () => void {
  mkdirSync(publishDir, { recursive: true });
  const own = join(publishDir, `.reserved.${folder}.${name}.${randomBytes(4).toString('hex')}`);
  writeFileSync(own, String(needed), { flag: 'wx' });
  const release = () => rmSync(own, { force: true });
  let reserved = 0;
  let others = 0;
  for (const entry of readdirSync(publishDir)) {
    if (!RESERVATION.test(entry)) continue;
    reserved += claimed(join(publishDir, entry));
    if (join(publishDir, entry) !== own) others++;
  }
  // The folder's files, the claim files' own few bytes among them.
  const used = diskUsage(publishDir);
  if (used + reserved <= budgetBytes) return release;
  release();
  const underWay = others === 0 ? '' : ` (${megabytes(reserved - needed)} MB of it claimed by ${others} publish${others === 1 ? '' : 'es'} under way)`;
  throw new PublishOverBudget(
    `The publish folder holds ${megabytes(used + reserved - needed)} MB${underWay}; this publish needs about ${megabytes(needed)} MB more and the budget is ${megabytes(budgetBytes)} MB (PUBLISH_DISK_BUDGET_MB). Nothing was published.`,
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
 * generation's folder, and their claims on the budget (reserveDiskBudget), once they are
 * ABANDONED_STAGING_MS old; a younger one may be another instance's publish at work. Before, they
 * stayed for ever and counted against the disk budget.
 */
export function removeAbandonedStaging(publishDir: string, now: number): string[] {
  const removed: string[] = [];
  const entries = existsSync(publishDir) ? readdirSync(publishDir, { withFileTypes: true }) : [];
  // A claim left by a publish whose process was killed: as old as its staging folder would be.
  for (const claim of entries.filter((entry) => entry.isFile() && RESERVATION.test(entry.name))) {
    const stat = lstatSync(join(publishDir, claim.name), { throwIfNoEntry: false });
    if (!stat || now - stat.mtimeMs < ABANDONED_STAGING_MS) continue;
    rmSync(join(publishDir, claim.name), { force: true });
    removed.push(claim.name);
  }
  const folders = entries.filter((entry) => entry.isDirectory() && isPublishFolderName(entry.name));
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
 * dead), left: its staging folder in its generation's folder, named after its publish id (`name`),
 * and its claim on the disk budget.
 * Nothing else is touched: another staging folder may be another instance's publish at work. (A
 * publish into the publish folder writes a new folder, so it never moves an earlier site aside.)
 */
export function removeStoppedPublish(publishDir: string, folder: string, name: string): string[] {
  if (!isPublishFolderName(folder) || !PUBLISH_ID.test(name) || !existsSync(publishDir)) return [];
  // Its claim on the budget, which its own clean-up would have released.
  const claim = claimOf(folder, name);
  const claims = readdirSync(publishDir).filter((entry) => claim.test(entry));
  for (const entry of claims) rmSync(join(publishDir, entry), { force: true });
  const generationDir = join(publishDir, folder);
  if (!existsSync(generationDir)) return claims;
  const stopped = readdirSync(generationDir).filter((entry) => entry.startsWith(`.${name}.publishing-`) && !entry.endsWith('.previous') && STAGING.test(entry));
  for (const entry of stopped) rmSync(join(generationDir, entry), { recursive: true, force: true });
  return [...claims, ...stopped.map((entry) => `${folder}/${entry}`)];
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
