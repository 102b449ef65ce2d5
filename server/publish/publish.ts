import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { readBuildInfo, writeBuildInfo } from '../site/build-info';
import { copyTreeSynced } from '../site/synced-files';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_INFO_FILE } from '../../core/build-info';
import { LOCALES } from '../../core/locale';
import { SiteDataInvalid, siteDataErrors, sitePages, writeSite, type SiteRendererModule, type SiteSource } from '../site/write-site';
import type { PublishReply } from '../../core/publish-requests';
import type { Generation } from '../storage/preview-store';
import { diskUsage, isPublishFolderName, pruneOldPublishes, publishId, removeAbandonedStaging, reserveDiskBudget } from './publish-quota';
import { inTurnByKey } from './publish-gate';

/** A publish the operator must sort out (an output folder that is not a published site); nothing is written. */
export class PublishRefused extends Error {
  readonly statusCode = 409;
  override name = 'PublishRefused';
}

export type PublishOptions = SiteSource & {
  /** The built site (npm run build): its client/ is copied, its server/ renders the pages. */
  distDir: string;
  /** Where the published site goes; replaced whole, only once the new one is complete. */
  outDir: string;
  /** The generation published (recorded in build-info.json); null for a file without one. */
  generationId: string | null;
  revision: number;
  /** The server renderer; by default the built one, dist/server/entry-server.js. */
  ssr?: SiteRendererModule;
  /** The games origin the pages frame the games from; by default the build's (build-info.json). */
  gamesOrigin?: string;
  now?: () => Date;
};

/** What a publish wrote: its folder (for the commands; the server's reply names no server path), pages, revision and time. */
export type PublishedSite = { outDir: string; pages: number; revision: number; publishedAt: string };

/** Publishes in flight, by output folder, so two publishes of one folder run one after the other. */
const inTurn = inTurnByKey();

/**
 * Builds the public site for one content object and style set into `outDir`, in the layout of
 * dist/: client/ (dist/client's assets, games and images with this content's pages), server/
 * (so `DIST_DIR=<outDir> npm start` serves it) and build-info.json. Content and styles are
 * validated first (SiteDataInvalid, nothing written); the site is built in a sibling folder
 * and renamed into place, so a failed publish leaves any earlier output as it was.
 */
export async function publishGeneration(options: PublishOptions): Promise<PublishedSite> {
  const distDir = resolve(options.distDir);
  const outDir = resolve(options.outDir);
  const ssr = options.ssr ?? (await loadSiteRenderer(distDir));
  const errors = siteDataErrors(ssr, options);
  if (errors.length > 0) throw new SiteDataInvalid(errors);
  checkOutput(distDir, outDir);

  return inTurn(outDir, () => build({ ...options, distDir, outDir, ssr }));
}

/** The publish folder's quotas (server/env.ts: PUBLISHES_KEPT, PUBLISH_DISK_BUDGET_MB). */
export type PublishQuotas = { keep: number; diskBudgetBytes: number };

/** Defaults of the quotas, as server/env.ts states them. */
export const DEFAULT_PUBLISH_QUOTAS: PublishQuotas = { keep: 3, diskBudgetBytes: 2048 * 1024 * 1024 };

/** What one publish into the publish folder needs: a generation's data (its id as its folder). */
export type PublishInput = Pick<Generation, 'id' | 'revision' | 'content' | 'translations' | 'styles'>;

/** A publish into the publish folder: the data, the folder it goes under, and the generation it came from (null: a file without one). */
export type FolderPublish = Omit<PublishInput, 'id'> & { folder: string; generationId: string | null };

/**
 * Publishes a generation into its own new folder, {publishDir}/{generation}/{publish id}, after
 * claiming its room in the disk budget (PublishOverBudget, nothing written), then removes that generation's
 * publishes beyond the newest `quotas.keep`. The reply names the publish by its folder relative to
 * the publish folder, never by a server path.
 */
export async function publishIntoFolder(
  { distDir, publishDir, ssr, quotas = DEFAULT_PUBLISH_QUOTAS, now = () => new Date() }: { distDir: string; publishDir: string; ssr?: SiteRendererModule; quotas?: PublishQuotas; now?: () => Date },
  generation: FolderPublish,
): Promise<PublishReply & { outDir: string }> {
  const { folder } = generation;
  if (!isPublishFolderName(folder)) {
    throw new PublishRefused(`"${folder}" cannot name a folder in the publish folder (letters, digits, '.', '_' or '-', not starting with '.')`);
  }
  const renderer = ssr ?? (await loadSiteRenderer(resolve(distDir)));
  // Content checked before the disk is walked: a bad generation costs no disk work.
  const errors = siteDataErrors(renderer, generation);
  if (errors.length > 0) throw new SiteDataInvalid(errors);
  // The new site is about the build's client/ and server/ (its pages replace the build's own).
  const needed = diskUsage(join(distDir, 'client')) + diskUsage(join(distDir, 'server'));
  const at = now();
  removeAbandonedStaging(publishDir, at.getTime());
  const name = publishId(at, generation.revision);
  // Claimed before the site is written, released once it is in place (or failed): a publish of
  // another instance meanwhile counts this one's room (reserveDiskBudget).
  const release = reserveDiskBudget(publishDir, folder, name, needed, quotas.diskBudgetBytes);
  const generationDir = join(publishDir, folder);
  let published: PublishedSite;
  try {
    published = await publishGeneration({
      distDir,
      outDir: join(generationDir, name),
      content: generation.content,
      translations: generation.translations,
      styles: generation.styles,
      generationId: generation.generationId,
      revision: generation.revision,
      ssr: renderer,
      now: () => at,
    });
  } finally {
    release();
  }
  pruneOldPublishes(generationDir, quotas.keep);
  return { name: `${folder}/${name}`, outDir: published.outDir, pages: published.pages, revision: published.revision, publishedAt: published.publishedAt };
}

/** A publisher for the server, in this thread: each publish gets its own folder under `publishDir`. */
export function createPublisher(options: { distDir: string; publishDir: string; ssr?: SiteRendererModule; quotas?: PublishQuotas; now?: () => Date }) {
  return async (generation: PublishInput): Promise<PublishReply> => {
    // The server path stays on the server.
    const { name, pages, revision, publishedAt } = await publishIntoFolder(options, { ...generation, folder: generation.id, generationId: generation.id });
    return { name, pages, revision, publishedAt };
  };
}

/** The built server renderer of a dist folder. */
export async function loadSiteRenderer(distDir: string): Promise<SiteRendererModule> {
  return (await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href)) as SiteRendererModule;
}

async function build(options: PublishOptions & { distDir: string; outDir: string; ssr: SiteRendererModule }): Promise<PublishedSite> {
  const { distDir, outDir, ssr } = options;
  const template = readFileSync(join(distDir, 'server/template.html'), 'utf8');
  const built = readBuildInfo(distDir);
  const gamesOrigin = options.gamesOrigin ?? built.gamesOrigin;
  const publishedAt = (options.now ?? (() => new Date()))().toISOString();

  mkdirSync(dirname(outDir), { recursive: true });
  const staging = mkdtempSync(join(dirname(outDir), `.${basename(outDir)}.publishing-`));
  try {
    // mkdtemp makes a private folder; the published one is readable as any new folder is (a web server may serve it).
    chmodSync(staging, 0o777 & ~process.umask());
    // dist/client's own pages show the default content; every other file is the generation's too.
    const defaultPages = new Set(
      LOCALES.flatMap((locale) => sitePages(ssr, ssr.editionOf({ content: ssr.defaultContent, translations: ssr.defaultTranslations }, locale), locale)).map((page) =>
        join(distDir, 'client', page.file),
      ),
    );
    copyTreeSynced(join(distDir, 'client'), join(staging, 'client'), (source) => !defaultPages.has(source));
    copyTreeSynced(join(distDir, 'server'), join(staging, 'server'));
    const pages = await writeSite({
      ssr,
      template,
      content: options.content,
      translations: options.translations,
      styles: options.styles,
      assetsPrefix: built.assetsPrefix,
      gamesOrigin,
      clientDir: join(staging, 'client'),
    });
    writeBuildInfo(staging, { generationId: options.generationId, revision: options.revision, publishedAt, builtAt: built.builtAt, assetsPrefix: built.assetsPrefix, gamesOrigin });
    moveIntoPlace(staging, outDir);
    return { outDir, pages: pages.length, revision: options.revision, publishedAt };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Refuses an output folder that holds the build itself or anything but an earlier publish. */
function checkOutput(distDir: string, outDir: string) {
  const inside = (child: string, parent: string) => {
    const path = relative(parent, child);
    return !path.startsWith('..') && !isAbsolute(path);
  };
  if (inside(outDir, distDir) || inside(distDir, outDir)) throw new PublishRefused(`the output folder ${outDir} overlaps the build ${distDir}`);
  if (!existsSync(outDir)) return;
  const entries = readdirOrNull(outDir);
  if (entries === null) throw new PublishRefused(`${outDir} exists and is not a folder`);
  if (entries.length > 0 && !entries.includes(BUILD_INFO_FILE)) throw new PublishRefused(`${outDir} exists and is not a published site; choose another output folder`);
}

/** A folder's entries, or null when it is not a folder. */
function readdirOrNull(path: string): string[] | null {
  try {
    return readdirSync(path);
  } catch {
    return null;
  }
}

/** Swaps the finished site in: the earlier output is moved aside, the new one renamed to its place. */
function moveIntoPlace(staging: string, outDir: string) {
  const aside = `${staging}.previous`;
  const hadOutput = existsSync(outDir);
  if (hadOutput) renameSync(outDir, aside);
  try {
    renameSync(staging, outDir);
  } catch (error) {
    if (hadOutput) renameSync(aside, outDir);
    throw error;
  }
  if (hadOutput) rmSync(aside, { recursive: true, force: true });
}
