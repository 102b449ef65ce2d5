import { z } from 'zod';

/**
 * build-info.json: what a built site was made with, beside its client/ and server/ folders. The
 * build writes it (scripts/build.mjs), a publish writes its own with the generation it came from
 * (server/publish/publish.ts); npm start reads it to know whether dist/ is current and which games
 * origin its pages frame, and publishing to copy the build's assets prefix. Its presence marks a
 * folder a publish may replace.
 */
export const BUILD_INFO_FILE = 'build-info.json';

/**
 * The file's fields, read leniently: a field missing or of the wrong type reads as its default,
 * as a file that is missing or not JSON does (an older build's file lacks later fields).
 */
export const buildInfoSchema = z.object({
  /** ISO 8601 time of the build; null when unknown. */
  builtAt: z.string().nullable().catch(null),
  /** The assets prefix (ASSETS_PREFIX) the client bundle and the pages were built with. */
  assetsPrefix: z.string().catch(''),
  /** The games' own origin the pages frame the games from (GAMES_ORIGIN); '' for the site's own. */
  gamesOrigin: z.string().catch(''),
  /** A publish's generation; null for a published file without one; absent for a build. */
  generationId: z.string().nullable().optional().catch(undefined),
  /** A publish's revision of that generation; absent for a build. */
  revision: z.number().int().min(0).optional().catch(undefined),
  /** ISO 8601 time of a publish; absent for a build. */
  publishedAt: z.string().optional().catch(undefined),
});

/** A site's build-info.json. */
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** The build info a file's text holds; a text that is missing (null), not JSON or not an object reads as all defaults. */
export function parseBuildInfo(text: string | null): BuildInfo {
  let json: unknown = {};
  try {
    json = text === null ? {} : JSON.parse(text);
  } catch {
    json = {};
  }
  return buildInfoSchema.parse(typeof json === 'object' && json !== null && !Array.isArray(json) ? json : {});
}
