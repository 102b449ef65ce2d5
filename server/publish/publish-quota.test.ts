import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { PublishReply } from '../../core/publish-requests';
import { TestPreviewServer } from '../test-app';
import { diskUsage, isPublishFolderName, publishId, removeStoppedPublish } from './publish-quota';

let server: TestPreviewServer | undefined;
afterEach(() => server?.dispose());

async function publish(id: string) {
  return server!.postJson(`/api/preview/${id}/publish`, {});
}

// Four publishes of the whole site: several seconds on a busy machine.
test('each publish gets its own folder; only the newest PUBLISHES_KEPT of a generation stay', { timeout: 60_000 }, async () => {
  server = await new TestPreviewServer({ publish: true, quotas: { keep: 2, diskBudgetBytes: 1024 ** 3 } }).start();
  const id = await server.newGeneration();
  const other = await server.newGeneration();
  const names: string[] = [];
  for (let edit = 1; edit <= 3; edit++) {
    await server.postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: `Edition ${edit}` });
    const response = await publish(id);
    expect(response.statusCode).toBe(200);
    names.push(response.json<PublishReply>().name);
  }
  expect((await publish(other)).statusCode).toBe(200);
  expect(new Set(names).size).toBe(3);
  expect(names.map((name) => name.split('/')[0])).toEqual([id, id, id]);
  // The first publish is gone; the two newest stay, and the other generation's publish is its own.
  expect(readdirSync(join(server.publishDir, id)).sort()).toEqual(
    names
      .slice(1)
      .map((name) => name.split('/')[1])
      .sort(),
  );
  expect(readdirSync(join(server.publishDir, other))).toHaveLength(1);
  expect(readdirSync(server.publishDir).sort()).toEqual([id, other].sort());
});

test('a publish that would pass the disk budget is refused (409) before anything is written', { timeout: 30_000 }, async () => {
  server = await new TestPreviewServer({ publish: true, quotas: { keep: 3, diskBudgetBytes: 4 * 1024 * 1024 } }).start();
  const id = await server.newGeneration();
  expect((await publish(id)).statusCode).toBe(200);
  const used = diskUsage(server.publishDir);
  // Fill the publish folder up to its budget with someone else's files.
  writeFileSync(join(server.publishDir, 'filler.bin'), Buffer.alloc(4 * 1024 * 1024 - used));
  const refused = await publish(id);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toMatch(/^The publish folder holds 4\.0 MB; this publish needs about [\d.]+ MB more and the budget is 4\.0 MB \(PUBLISH_DISK_BUDGET_MB\)\. Nothing was published\.$/);
  expect(readdirSync(join(server.publishDir, id))).toHaveLength(1);
  expect(diskUsage(server.publishDir)).toBe(4 * 1024 * 1024);
});

test('a publish stopped halfway (its process killed) leaves a staging folder that stops counting against the budget once it is an hour old', { timeout: 30_000 }, async () => {
  server = await new TestPreviewServer({ publish: true, quotas: { keep: 3, diskBudgetBytes: 12 * 1024 * 1024 } }).start();
  const id = await server.newGeneration();
  const staging = (name: string, hoursAgo: number) => {
    const folder = join(server!.publishDir, id, name);
    mkdirSync(join(folder, 'client'), { recursive: true });
    writeFileSync(join(folder, 'client', 'page.bin'), Buffer.alloc(5 * 1024 * 1024));
    const at = new Date(Date.now() - hoursAgo * 3_600_000);
    utimesSync(folder, at, at);
  };
  staging('.20261128-101010-000Z-r0.publishing-AbC123', 2);
  staging('.20261128-101010-000Z-r0.publishing-AbC123.previous', 2);
  // Another publish's, still being written (by another instance on the same folder).
  staging('.20261128-121010-000Z-r1.publishing-XyZ789', 0);
  expect((await publish(id)).statusCode).toBe(200);
  expect(readdirSync(join(server.publishDir, id)).filter((name) => name.startsWith('.'))).toEqual(['.20261128-121010-000Z-r1.publishing-XyZ789']);
});

test("a publish stopped at its deadline has its own staging folder removed, and nothing else of its generation's", () => {
  const publishDir = mkdtempSync(join(tmpdir(), 'stopped-publish-'));
  try {
    const entries = ['20261128-101010-000Z-r0', '.20261128-111111-000Z-r1.publishing-AbC123', '.20261128-111111-000Z-r1.publishing-XyZ789', '.20261128-111111-000Z-r1.publishing-AbC123.previous'];
    for (const name of entries) mkdirSync(join(publishDir, 'gen-a', name, 'client'), { recursive: true });
    mkdirSync(join(publishDir, 'gen-b', '.20261128-121212-000Z-r1.publishing-QrS456'), { recursive: true });
    expect(removeStoppedPublish(publishDir, 'gen-a', '20261128-111111-000Z-r1')).toEqual(['gen-a/.20261128-111111-000Z-r1.publishing-AbC123', 'gen-a/.20261128-111111-000Z-r1.publishing-XyZ789']);
    // The published site stays, and a folder moved aside is an earlier site, never a stopped publish's own.
    expect(readdirSync(join(publishDir, 'gen-a')).sort()).toEqual(['.20261128-111111-000Z-r1.publishing-AbC123.previous', '20261128-101010-000Z-r0']);
    expect(readdirSync(join(publishDir, 'gen-b'))).toEqual(['.20261128-121212-000Z-r1.publishing-QrS456']);
    // Names that are not a generation's folder and a publish id reach nothing.
    expect(removeStoppedPublish(publishDir, '..', '20261128-111111-000Z-r1')).toEqual([]);
    expect(removeStoppedPublish(publishDir, 'gen-b', '*')).toEqual([]);
  } finally {
    rmSync(publishDir, { recursive: true, force: true });
  }
});

test('publish folder names and publish ids', () => {
  for (const name of ['gen-abc', 'export', 'site.v2', 'a_b-c']) expect(isPublishFolderName(name), name).toBe(true);
  for (const name of ['', '.', '..', '.hidden', 'a/b', 'a\\b', 'x'.repeat(101), 'caf\u00e9']) expect(isPublishFolderName(name), name).toBe(false);
  expect(publishId(new Date('2026-11-26T13:21:27.123Z'), 4)).toBe('20261126-132127-123Z-r4');
});
