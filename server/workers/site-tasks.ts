// The tasks a site worker runs (docs/decisions/029) and what it needs to run them: one renderer
// and template per worker, loaded once, then preview pages, coins pages, publishes and the check
// of an imported file.
import type { SiteData } from '../../src/content/site-data';
import type { PublishQuotas, PublishInput } from '../publish/publish';
import type { ImportedFile } from '../publish/generation-file';

/** What every worker of a pool is started with. */
export type SiteWorkerData = {
  /** file: URL of the server renderer module (dist/server/entry-server.js). */
  rendererUrl: string;
  /** The HTML template (dist/server/template.html). */
  templatePath: string;
  assetsPrefix: string;
  gamesOrigin: string;
  /**
   * The worker thread's nice value (Linux: per thread): above the serving thread's 0, so that on
   * a machine with few cores the site's visitors come before previews and publishes.
   */
  nice: number;
  /** The most bytes a second its synced writes may take (synced-files.ts); absent: no limit. */
  writeBytesPerSecond?: number;
  /** Renders the default site once before the first task (warm-up.ts): set by the server, not by tests. */
  warmUp?: boolean;
  /** For publishing: the build copied, the publish folder and its quotas. */
  publish?: { distDir: string; publishDir: string; quotas: PublishQuotas };
};

/** One task for a worker. */
export type SiteTask =
  | { kind: 'render'; url: string; path: string; data: SiteData; basename: string }
  | { kind: 'money'; data: SiteData; root: string }
  /** `publishedAt` (ISO): the publish's time, and so its id, chosen by the serving thread, which must find its folders if it stops it. */
  | { kind: 'publish'; generation: PublishInput; publishedAt: string }
  /** Removes what a stopped publish left (removeStoppedPublish): its generation's folder and its publish id. */
  | { kind: 'remove-stopped-publish'; folder: string; name: string }
  | { kind: 'check-import'; file: ImportedFile };
