import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultContent } from '../src/content/default-content';
import { defaultStyles } from '../src/content/default-styles';
import * as rendererModule from '../src/entry-server';
import { buildApp } from './app';
import { createPageRenderer } from './preview/page-renderer';
import { openSqliteStore } from './storage/sqlite-store';
import type { PreviewStore } from './storage/preview-store';

/** The smallest page template that carries what the preview fills in. */
export const TEST_TEMPLATE =
  '<!doctype html><html><head><title><!--app-title--></title><meta name="description" content="<!--app-description-->"></head>' +
  '<body><div id="root" data-rendered-path="<!--app-path-->"><!--app-html--></div><script type="application/json" id="site-data"><!--site-data--></script></body></html>';

/**
 * A preview server for server tests: the real app, in process, on a real SQLite file in a fresh
 * temporary folder, rendering pages with the source renderer (no build needed).
 */
export class TestPreviewServer {
  readonly dir = mkdtempSync(join(tmpdir(), 'preview-'));
  readonly databasePath = join(this.dir, 'previews.db');
  store!: PreviewStore;
  app!: FastifyInstance;

  async start(): Promise<this> {
    this.store = openSqliteStore(this.databasePath);
    this.app = await buildApp({
      distDir: join(this.dir, 'dist'),
      preview: {
        store: this.store,
        defaults: { content: defaultContent, styles: defaultStyles },
        renderer: createPageRenderer(rendererModule, TEST_TEMPLATE, () => '<h1>Page not found</h1>'),
      },
    });
    return this;
  }

  async stop() {
    await this.app.close();
    this.store.close();
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
