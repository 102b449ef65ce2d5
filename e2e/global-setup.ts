import type { TestProject } from 'vitest/node';
import { findBrowser } from '../scripts/find-browser';
import { startSite } from './support/site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    previewUrl: string | undefined;
    operatorToken: string;
    databasePath: string;
    /** The site's PUBLISH_DIR: a publish reply names its folder relative to it. */
    publishDir: string;
  }
}

/** Starts the built site once for every browser test, as `npm start` runs it. */
export default async function setup(project: TestProject) {
  // No browser: stop here with the finder's one line, before a build and a server start for nothing.
  findBrowser();
  const site = await startSite();
  project.provide('baseUrl', site.url);
  project.provide('previewUrl', site.previewUrl);
  project.provide('operatorToken', site.operatorToken);
  project.provide('databasePath', site.databasePath);
  project.provide('publishDir', site.publishDir);
  return () => site.stop();
}
