import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Account } from './auth/account-store';
import { startUp } from './auth/links';
import { defaultContent } from '../src/content/default-content';
import { defaultStyles } from '../src/content/default-styles';
import * as rendererModule from '../src/entry-server';
import { buildApp } from './app';
import { createPageRenderer } from './preview/page-renderer';
import type { PublishRouteOptions } from './preview/publish-routes';
import { createPublisher, type PublishQuotas } from './publish/publish';
import { TEST_TEMPLATE, writeTestBuild } from './publish/test-dist';
import { openPreviewStore } from './storage/open-store';
import type { PreviewStore } from './storage/preview-store';

/** The bearer token of test servers (OPERATOR_TOKEN). */
export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789-abcdefghij';

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
  /** The app as the operator's scripts call it: each inject carries the bearer token, unless it sets its own `authorization`. */
  app!: FastifyInstance;
  /** The app as anyone calls it: no token, no cookie. */
  anonymous!: FastifyInstance;
  /** The operator account start-up made, and the generation start-up made for it. */
  operator!: Account;
  startGeneration!: string;

  constructor(
    private readonly options: {
      publish?: boolean;
      publishWith?: PublishRouteOptions['publish'];
      databaseUrl?: string;
      quotas?: PublishQuotas;
      maxGenerationsPerAccount?: number;
      maxCreatesPerMinute?: number;
      trustProxy?: number;
      /** Where the app logs its requests (LOG_REQUESTS); absent: no log. */
      logStream?: { write: (line: string) => void };
    } = {},
  ) {
    this.dir = mkdtempSync(join(tmpdir(), options.publish ? 'publish-' : 'preview-'));
    this.databasePath = join(this.dir, 'previews.db');
    this.distDir = options.publish ? writeTestBuild(join(this.dir, 'dist')) : join(this.dir, 'dist');
    this.publishDir = join(this.dir, 'published');
  }

  async start(): Promise<this> {
    this.store = await openPreviewStore({ databaseUrl: this.options.databaseUrl, databasePath: this.databasePath });
    const defaults = { content: defaultContent, styles: defaultStyles };
    const { operator, generationId } = await startUp(this.store, 'operator@localhost', defaults);
    this.operator = operator;
    this.startGeneration = generationId;
    this.anonymous = await buildApp({
      trustProxy: this.options.trustProxy ?? 0,
      ...(this.options.logStream ? { logger: { stream: this.options.logStream } } : {}),
      auth: { operator, operatorToken: TEST_OPERATOR_TOKEN, maxGenerationsPerAccount: this.options.maxGenerationsPerAccount, maxCreatesPerMinute: this.options.maxCreatesPerMinute },
      distDir: this.distDir,
      preview: {
        store: this.store,
        defaults: { content: defaultContent, styles: defaultStyles },
        renderer: createPageRenderer(rendererModule, TEST_TEMPLATE, () => '<h1>Page not found</h1>'),
      },
      ...(this.options.publish ? { publish: createPublisher({ distDir: this.distDir, publishDir: this.publishDir, ssr: rendererModule, quotas: this.options.quotas }) } : {}),
      ...(this.options.publishWith ? { publish: this.options.publishWith } : {}),
    });
    this.app = withBearer(this.anonymous, TEST_OPERATOR_TOKEN);
    return this;
  }

  async stop() {
    await this.anonymous.close();
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

/** What buildApp needs for a test's operator: the account (made once in `store`) that TEST_OPERATOR_TOKEN acts as. */
export async function testAuth(store: PreviewStore): Promise<{ operator: Account; operatorToken: string }> {
  return { operator: await store.accounts.ensureOperator('operator@localhost', new Date().toISOString()), operatorToken: TEST_OPERATOR_TOKEN };
}

/** The app with `inject` calls that carry `Authorization: Bearer <token>` unless they set their own. */
export function withBearer(app: FastifyInstance, token = TEST_OPERATOR_TOKEN): FastifyInstance {
  const inject = (options: InjectOptions | string) => {
    const given = typeof options === 'string' ? { url: options } : options;
    const headers = { authorization: `Bearer ${token}`, ...(given.headers as Record<string, string> | undefined) };
    return app.inject({ ...given, headers });
  };
  return new Proxy(app, { get: (target, key, receiver) => (key === 'inject' ? inject : (Reflect.get(target, key, receiver) as unknown)) });
}
