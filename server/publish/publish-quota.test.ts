import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { PublishReply } from '../../core/publish-requests';
import { TestPreviewServer } from '../test-app';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { defaultTranslations } from '../../src/content/editions';
import * as rendererModule from '../../src/entry-server';
import { publishIntoFolder } from './publish';
import { ABANDONED_STAGING_MS, diskUsage, isPublishFolderName, PublishOverBudget, publishId, removeAbandonedStaging, removeStoppedPublish, reserveDiskBudget } from './publish-quota';
import { writeTestBuild } from './test-dist';

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
    // Claims on the disk budget: the stopped publish's, and those of other publishes (an earlier one
    // of the same generation; one of another generation with the same publish id).
    const claims = ['.reserved.gen-a.20261128-111111-000Z-r1.0a1b2c3d', '.reserved.gen-a.20261128-101010-000Z-r0.0a1b2c3d', '.reserved.gen-b.20261128-111111-000Z-r1.0a1b2c3d'];
    for (const name of claims) writeFileSync(join(publishDir, name), '1000');
    expect(removeStoppedPublish(publishDir, 'gen-a', '20261128-111111-000Z-r1')).toEqual([
      '.reserved.gen-a.20261128-111111-000Z-r1.0a1b2c3d',
      'gen-a/.20261128-111111-000Z-r1.publishing-AbC123',
      'gen-a/.20261128-111111-000Z-r1.publishing-XyZ789',
    ]);
    expect(
      readdirSync(publishDir)
        .filter((name) => name.startsWith('.reserved'))
        .sort(),
    ).toEqual(claims.slice(1).sort());
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

test('a publish under way claims its room: another is refused while the claim stands, let through once it is released, and a claim left by a killed process stops counting after an hour', () => {
  const publishDir = mkdtempSync(join(tmpdir(), 'claims-'));
  try {
    writeFileSync(join(publishDir, 'site.bin'), Buffer.alloc(400));
    const first = reserveDiskBudget(publishDir, 'gen-a', '20261129-010000-000Z-r1', 400, 1000);
    expect(() => reserveDiskBudget(publishDir, 'gen-b', '20261129-010000-001Z-r1', 300, 1000)).toThrow(
      /^The publish folder holds 0\.0 MB \(0\.0 MB of it claimed by 1 publish under way\); this publish needs about 0\.0 MB more and the budget is 0\.0 MB/,
    );
    // The refused publish kept no claim; a smaller one fits beside the first.
    const second = reserveDiskBudget(publishDir, 'gen-b', '20261129-010000-002Z-r1', 150, 1000);
    first();
    second();
    expect(readdirSync(publishDir)).toEqual(['site.bin']);
    reserveDiskBudget(publishDir, 'gen-a', '20261129-010000-003Z-r1', 500, 1000)();

    // A claim whose publish was killed: it counts until it is an hour old, then the next publish's clean-up removes it.
    const stale = join(publishDir, '.reserved.gen-c.20261129-000000-000Z-r1.0a1b2c3d');
    writeFileSync(stale, '500');
    expect(() => reserveDiskBudget(publishDir, 'gen-a', '20261129-010000-004Z-r1', 200, 1000)).toThrow(PublishOverBudget);
    expect(removeAbandonedStaging(publishDir, Date.now())).toEqual([]);
    const hourAgo = new Date(Date.now() - ABANDONED_STAGING_MS - 1000);
    utimesSync(stale, hourAgo, hourAgo);
    expect(removeAbandonedStaging(publishDir, Date.now())).toEqual(['.reserved.gen-c.20261129-000000-000Z-r1.0a1b2c3d']);
    reserveDiskBudget(publishDir, 'gen-a', '20261129-010000-005Z-r1', 200, 1000)();
  } finally {
    rmSync(publishDir, { recursive: true, force: true });
  }
});

test(
  'publishes at once share the budget: with room for one more site, of two started together one is published and the other refused, and the folder stays within its budget',
  { timeout: 60_000 },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-at-once-'));
    try {
      const distDir = writeTestBuild(join(dir, 'dist'));
      // A build of some weight, as a real one is: most of a site is the build's files, copied.
      writeFileSync(join(distDir, 'client', 'weight.bin'), Buffer.alloc(2 * 1024 * 1024));
      const publishDir = join(dir, 'published');
      const needed = diskUsage(join(distDir, 'client')) + diskUsage(join(distDir, 'server'));
      const quotas = { keep: 3, diskBudgetBytes: Math.round(needed * 1.5) };
      const generation = (folder: string) => ({ folder, generationId: null, revision: 1, content: defaultContent, translations: defaultTranslations, styles: defaultStyles });
      // Both are under way together in this thread: each writes its site in steps, awaiting between them.
      const results = await Promise.allSettled(['gen-a', 'gen-b'].map((folder) => publishIntoFolder({ distDir, publishDir, ssr: rendererModule, quotas }, generation(folder))));
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((result) => result.status === 'rejected')!.reason as Error;
      expect(refused).toBeInstanceOf(PublishOverBudget);
      expect(refused.message).toMatch(/Nothing was published\.$/);
      expect(diskUsage(publishDir)).toBeLessThanOrEqual(quotas.diskBudgetBytes);
      expect(readdirSync(publishDir).filter((name) => name.startsWith('.'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('publish folder names and publish ids', () => {
  for (const name of ['gen-abc', 'export', 'site.v2', 'a_b-c']) expect(isPublishFolderName(name), name).toBe(true);
  for (const name of ['', '.', '..', '.hidden', 'a/b', 'a\\b', 'x'.repeat(101), 'caf\u00e9']) expect(isPublishFolderName(name), name).toBe(false);
  expect(publishId(new Date('2026-11-26T13:21:27.123Z'), 4)).toBe('20261126-132127-123Z-r4');
});
