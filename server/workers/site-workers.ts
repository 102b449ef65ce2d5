// The serving thread's side of the site workers (docs/decisions/029): preview pages render in a
// pool of RENDER_WORKERS threads, publishes in one thread of their own (so a long publish never
// holds up a preview), and both answer as the in-thread renderer and publisher do.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublishReply } from '../../core/publish-requests';
import type { PageRenderer, PreviewPage } from '../preview/page-renderer';
import type { ImportedFile, ReadGenerationFile } from '../publish/generation-file';
import type { PublishInput, PublishQuotas } from '../publish/publish';
import { publishId } from '../publish/publish-quota';
import { SiteDataInvalid } from '../site/write-site';
import type { SiteTask, SiteWorkerData } from './site-tasks';
import { WorkerPool, WorkerTaskError } from './worker-pool';
import { ServiceUnavailable } from '../http-errors';
import { workerScript } from './worker-script';

/** The threads' code (site-worker-main.ts), bundled into plain JavaScript when the first pool starts (worker-script.ts). */
const ENTRY = new URL('./site-worker-main.ts', import.meta.url);

/**
 * Nice values of the worker threads (docs/decisions/029): an editor's preview page yields to the
 * public site, and a publish, which may take seconds, yields to both.
 */
export const RENDER_NICE = 5;
export const PUBLISH_NICE = 15;
/**
 * How fast a publish writes, at most: its files are synced as written, and past this rate it waits,
 * so that a save's sync to disk never queues behind megabytes of a publish (docs/decisions/029).
 * The largest generation's site (about 4 MB) then takes about a second to write. At 8 MB/s, one
 * run in six of `npm run bench:noisy` still saw saves wait 50-160 ms for their sync (sixth pass).
 */
export const PUBLISH_WRITE_BYTES_PER_SECOND = 4 * 1024 * 1024;

/**
 * How long a render worker may hold one task (a preview page, a money page, an import's check)
 * before it is stopped and replaced (docs/decisions/029): a page renders in tens of milliseconds
 * and a 1 MB import is checked in well under a second, so a task still running after this is
 * stuck; left running, it held its worker for ever, and with one render worker every later
 * preview page waited behind it.
 */
export const RENDER_TASK_MS = 30_000;

/**
 * How long the publish worker may hold one publish before it is stopped and replaced, and the
 * publish answered 503 with nothing published (docs/decisions/045). The bound, worked out:
 * - writing: the build's client/ and server/ (2.2 MB, dist/ measured 2026-11-28) and the 34 pages
 *   of the largest generation in both languages, each at most its whole 256 KB of text twice over
 *   with the markup (34 x 0.5 MB = 17 MB): about 19 MB at PUBLISH_WRITE_BYTES_PER_SECOND, 5 s;
 * - rendering those 34 pages at 250 ms each (a page renders in tens of milliseconds; this worker
 *   runs last on a busy 2-core machine): 8.5 s;
 * so about 14 s at worst, where a publish of the default site takes about 0.5 s. The deadline is
 * over six times that, 90 s, and the most that keeps a caller's answer within its socket's wait:
 * one publish runs and two may wait before it (PUBLISH_QUEUE's default), 3 x 90 s = 270 s, under
 * CONNECTION_LIMITS.publishAnswerMs (300 s). Without it a publish that never ended (a render that
 * never returns, a stuck disk) held the one publish worker, and the gate before it, until the
 * server restarted.
 */
export const PUBLISH_TASK_MS = 90_000;

/** What the caller of a publish stopped at its deadline is told. */
const publishTooLongMessage = (ms: number) => `Publishing took longer than ${Math.ceil(ms / 1000)} s and was stopped; nothing was published. Try again.`;

/** The workers of one server: a renderer, a publisher and a way to stop them. */
export type SiteWorkers = {
  renderer: PageRenderer;
  publish?: (generation: PublishInput) => Promise<PublishReply>;
  /** Checks an imported file (checkGenerationFile) in a render worker. */
  checkImport: (file: ImportedFile) => Promise<ReadGenerationFile>;
  renderPool: WorkerPool;
  close(): Promise<void>;
};

/**
 * Starts the site workers for a build: `renderWorkers` threads render preview pages; with
 * `publish`, one more thread publishes into its folder under its quotas. `rendererUrl` and
 * `templatePath` default to the build's (dist/server/entry-server.js and template.html).
 */
export function startSiteWorkers(options: {
  distDir: string;
  assetsPrefix: string;
  gamesOrigin: string;
  renderWorkers: number;
  publish?: { publishDir: string; quotas: PublishQuotas };
  rendererUrl?: string;
  templatePath?: string;
  notFoundHtml?: string;
  /** Each worker renders the default site once before its first task (warm-up.ts). */
  warmUp?: boolean;
  /** How long a render task may run (default RENDER_TASK_MS); past it, the page answers 503. */
  renderTimeoutMs?: number;
  /** How long a publish may run (default PUBLISH_TASK_MS); past it, it is stopped and answers 503. */
  publishTimeoutMs?: number;
}): SiteWorkers {
  const { distDir } = options;
  const data: Omit<SiteWorkerData, 'nice'> = {
    rendererUrl: options.rendererUrl ?? pathToFileURL(join(distDir, 'server/entry-server.js')).href,
    templatePath: options.templatePath ?? join(distDir, 'server/template.html'),
    assetsPrefix: options.assetsPrefix,
    gamesOrigin: options.gamesOrigin,
    ...(options.warmUp ? { warmUp: true } : {}),
    ...(options.publish ? { publish: { distDir, ...options.publish } } : {}),
  };
  const notFound = options.notFoundHtml ?? readFileSync(join(distDir, 'client/404.html'), 'utf8');
  const script = workerScript(ENTRY);
  const renderTimeout = { ms: options.renderTimeoutMs ?? RENDER_TASK_MS, error: () => new ServiceUnavailable('This took the server too long and was stopped; try again in a moment') };
  const renderPool = new WorkerPool(script, { ...data, nice: RENDER_NICE }, options.renderWorkers, renderTimeout);
  const publishMs = options.publishTimeoutMs ?? PUBLISH_TASK_MS;
  const publishTimeout = { ms: publishMs, error: () => new ServiceUnavailable(publishTooLongMessage(publishMs)) };
  const publishPool = options.publish ? new WorkerPool(script, { ...data, nice: PUBLISH_NICE, writeBytesPerSecond: PUBLISH_WRITE_BYTES_PER_SECOND }, 1, publishTimeout) : null;
  const run = async <T>(pool: WorkerPool, task: SiteTask): Promise<T> => {
    try {
      return await pool.run<T>(task);
    } catch (error) {
      throw asLocalError(error);
    }
  };

  return {
    renderer: {
      render: (url, path, pageData, basename) => run<PreviewPage>(renderPool, { kind: 'render', url, path, data: pageData, basename }),
      moneyPage: (pageData, root) => run<string>(renderPool, { kind: 'money', data: pageData, root }),
      notFoundHtml: () => notFound,
    },
    checkImport: (file) => run<ReadGenerationFile>(renderPool, { kind: 'check-import', file }),
    ...(publishPool ? { publish: (generation: PublishInput) => publishInWorker(publishPool, generation, run) } : {}),
    renderPool,
    close: async () => {
      await Promise.all([renderPool.close(), publishPool?.close()]);
    },
  };
}

/**
 * One publish in the publish worker. A failure that is not the worker's own answer (a
 * WorkerTaskError, or the SiteDataInvalid made of one) means its thread was stopped past its
 * deadline or died, so its own clean-up never ran: the replacement worker removes its staging
 * folder before the caller is answered, and the next publish, held by the gate until then, finds
 * none. Its time is chosen here so that the serving thread can name that folder.
 */
async function publishInWorker(pool: WorkerPool, generation: PublishInput, run: <T>(pool: WorkerPool, task: SiteTask) => Promise<T>): Promise<PublishReply> {
  const publishedAt = new Date();
  try {
    return await run<PublishReply>(pool, { kind: 'publish', generation, publishedAt: publishedAt.toISOString() });
  } catch (error) {
    if (!(error instanceof WorkerTaskError) && !(error instanceof SiteDataInvalid)) await removeStopped(pool, generation, publishedAt);
    throw error;
  }
}

/** Removes a stopped publish's staging folder; a clean-up that fails too is said, and left to removeAbandonedStaging. */
async function removeStopped(pool: WorkerPool, generation: PublishInput, publishedAt: Date) {
  try {
    await pool.run({ kind: 'remove-stopped-publish', folder: generation.id, name: publishId(publishedAt, generation.revision) } satisfies SiteTask);
  } catch (error) {
    console.error(`The staging folder of a stopped publish of ${generation.id} was not removed: ${(error as Error).message}`);
  }
}

/** A worker's refusal of bad content becomes the SiteDataInvalid the routes answer 422 for. */
function asLocalError(error: unknown): Error {
  if (error instanceof WorkerTaskError && error.name === 'SiteDataInvalid') return new SiteDataInvalid(error.errors ?? [error.message]);
  return error instanceof Error ? error : new Error(String(error));
}
