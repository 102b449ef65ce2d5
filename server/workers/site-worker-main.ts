// The code of a site worker thread: loads the renderer and template once, then answers tasks
// (site-tasks.ts) one at a time, posting each value or error back to the pool.
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createPageRenderer, type RendererModule } from '../preview/page-renderer';
import { checkGenerationFile } from '../publish/generation-file';
import { createPublisher } from '../publish/publish';
import { removeStoppedPublish } from '../publish/publish-quota';
import { paceWrites } from '../site/synced-files';
import type { SiteRendererModule } from '../site/write-site';
import type { SiteTask, SiteWorkerData } from './site-tasks';
import { warmUp } from './warm-up';
import type { WorkerReply } from './worker-pool';

const options = workerData as SiteWorkerData;
// Its nice value first (per thread, on Linux; site-tasks.ts), so that loading the renderer already
// yields to the serving thread. (The modules above are bundled into this thread's one plain file,
// workers/worker-script.ts, and only define things.)
try {
  setPriority(options.nice);
} catch {
  // Not permitted here: the work still runs, only without yielding.
}
if (options.writeBytesPerSecond) paceWrites(options.writeBytesPerSecond);
const module = (await import(options.rendererUrl)) as RendererModule;
const template = readFileSync(options.templatePath, 'utf8');
const renderer = createPageRenderer(module, template, () => '', options.assetsPrefix, options.gamesOrigin);
// Tasks posted meanwhile wait on the port until the listener below is added. A failed warm-up is
// said and the worker goes on: its tasks will answer the same error (a throw here would end the
// thread, and the pool would start another, and so on).
if (options.warmUp) await warmUp(module as SiteRendererModule, template).catch((error: Error) => console.error(`A site worker's warm-up failed: ${error.message}`));

async function run(task: SiteTask): Promise<unknown> {
  switch (task.kind) {
    case 'render':
      return renderer.render(task.url, task.path, task.data, task.basename);
    case 'money':
      return renderer.moneyPage(task.data, task.root);
    case 'check-import':
      return checkGenerationFile(task.file);
    case 'publish': {
      if (!options.publish) throw new Error('this worker does not publish');
      return createPublisher({ ...options.publish, ssr: module as SiteRendererModule, now: () => new Date(task.publishedAt) })(task.generation);
    }
    case 'remove-stopped-publish': {
      if (!options.publish) throw new Error('this worker does not publish');
      return removeStoppedPublish(options.publish.publishDir, task.folder, task.name);
    }
  }
}

parentPort!.on('message', ({ id, task }: { id: number; task: SiteTask }) => {
  const post = (reply: WorkerReply) => parentPort!.postMessage(reply);
  run(task).then(
    (value) => post({ id, ok: true, value }),
    (error: Error & { statusCode?: unknown; errors?: unknown }) =>
      post({
        id,
        ok: false,
        error: {
          name: error.name,
          message: error.message,
          ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
          ...(Array.isArray(error.errors) ? { errors: error.errors as string[] } : {}),
        },
      }),
  );
});
