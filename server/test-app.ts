import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultContent } from '../src/content/default-content';
import { defaultStyles } from '../src/content/default-styles';
import * as rendererModule from '../src/entry-server';
import { buildApp } from './app';
import { createPageRenderer } from './preview/page-renderer';
import { createPublisher, type PublishQuotas } from './publish/publish';
import { TEST_TEMPLATE, writeTestBuild } from './publish/test-dist';
import { openPreviewStore } from './storage/open-store';
import type { PreviewStore } from './storage/preview-store';

/**
 * A preview server for server tests: the real app, in process, on a real SQLite file in a fresh
 * temporary folder (or, with `databaseUrl`, on that PostgreSQL database), rendering pages with the
 * source renderer. With `publish`, a small stand-in build is written (dist/) and generations
 * publish into published/.
 */
export class TestPreviewServer {
  readonly dir: string;
  readonly databasePath: string;
  readonly distDir: string;
  readonly publishDir: string;
  store!: PreviewStore;
  app!: FastifyInstance;

  constructor(private readonly options: { publish?: boolean; databaseUrl?: string; quotas?: PublishQuotas } = {}) {
    this.dir = mkdtempSync(join(tmpdir(), options.publish ? 'publish-' : 'preview-'));
    this.databasePath = join(this.dir, 'previews.db');
    this.distDir = options.publish ? writeTestBuild(join(this.dir, 'dist')) : join(this.dir, 'dist');
    this.publishDir = join(this.dir, 'published');
  }

  async start(): Promise<this> {
    this.store = await openPreviewStore({ databaseUrl: this.options.databaseUrl, databasePath: this.databasePath });
    this.app = await buildApp({
      distDir: this.distDir,
      preview: {
        store: this.store,
        defaults: { content: defaultContent, styles: defaultStyles },
        renderer: createPageRenderer(rendererModule, TEST_TEMPLATE, () => '<h1>Page not found</h1>'),
      },
      ...(this.options.publish ? { publish: createPublisher({ distDir: this.distDir, publishDir: this.publishDir, ssr: rendererModule, quotas: this.options.quotas }) } : {}),
    });
    return this;
  }

  async stop() {
    await this.app.close();
    await this.store.close();
  }

  async dispose() {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A fresh generation's id. */
  async newGeneration(): Promise<string> {
    const response = await this.postJson('/api/generations', {});
    if (response.statusCode !== 201) throw new Error(`POST /api/generations answered ${response.statusCode}`);
    return response.json<{ id: string }>().id;
  }

  postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
    return this.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
  }
}
