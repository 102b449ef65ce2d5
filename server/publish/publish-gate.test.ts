import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import type { PublishReply } from '../../core/publish-requests';
import { buildApp } from '../app';
import { testAuth, withBearer } from '../test-app';
import type { PageRenderer } from '../preview/page-renderer';
import { openPreviewStore } from '../storage/open-store';
import type { Generation, PreviewStore } from '../storage/preview-store';

let dir: string;
let store: PreviewStore;
let app: FastifyInstance;
afterEach(async () => {
  await app.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const renderer: PageRenderer = { render: () => Promise.reject(new Error('unused')), moneyPage: () => Promise.resolve(''), notFoundHtml: () => '' };

test('one publish runs at a time; PUBLISH_QUEUE more wait in order; the next is refused with 429, Retry-After and { error }', async () => {
  dir = mkdtempSync(join(tmpdir(), 'publish-gate-'));
  store = await openPreviewStore({ databasePath: join(dir, 'previews.db') });
  // A publisher that holds each publish until the test lets it finish, and records how many ran at once.
  const held: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const finished: string[] = [];
  const publish = async (generation: Generation): Promise<PublishReply> => {
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => held.push(resolve));
    running--;
    finished.push(generation.id);
    return { name: `${generation.id}/x`, pages: 1, revision: generation.revision, publishedAt: new Date().toISOString() };
  };
  app = withBearer(
    await buildApp({ distDir: join(dir, 'dist'), preview: { store, defaults: { content: defaultContent, styles: defaultStyles }, renderer }, publish, publishQueue: 2, auth: await testAuth(store) }),
  );
  const ids: string[] = [];
  for (let index = 0; index < 4; index++) ids.push((await store.create(`gen-gate${index}gate${index}gate${index}gate${index}gate`, defaultContent, defaultStyles)).id);
  const post = (id: string) => app.inject({ method: 'POST', url: `/api/preview/${id}/publish`, headers: { 'content-type': 'application/json' }, payload: '{}' });

  const accepted = ids.slice(0, 3).map((id) => post(id));
  while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  // One running, two waiting: the fourth is told to come back.
  const refused = await post(ids[3]!);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(refused.json()).toEqual({ error: expect.stringMatching(/^A publish is running and the queue behind it is full; nothing was published, try again in \d+ s\.$/) });

  // Each waiting publish starts only when the one before it is done.
  for (let index = 0; index < 3; index++) {
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(running).toBe(1);
    held.shift()!();
  }
  const replies = await Promise.all(accepted);
  expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
  expect(finished).toEqual(ids.slice(0, 3));
  expect(most).toBe(1);
  // With the queue empty again, a publish is accepted.
  const later = post(ids[3]!);
  while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  held.shift()!();
  expect((await later).statusCode).toBe(200);
});
