// Reading and writing a site's build-info.json (its fields: core/build-info.ts), for the build,
// npm start, the games' listener and publishing alike.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_INFO_FILE, buildInfoSchema, parseBuildInfo, type BuildInfo } from '../../core/build-info';

/** The build info of the site in `dir` (dist/ or a publish's folder); all defaults when it has none. */
export function readBuildInfo(dir: string): BuildInfo {
  let text: string | null = null;
  try {
    text = readFileSync(join(dir, BUILD_INFO_FILE), 'utf8');
  } catch {
    text = null;
  }
  return parseBuildInfo(text);
}

/** Writes the build info of the site in `dir`, checked against its schema first. */
export function writeBuildInfo(dir: string, info: BuildInfo, write: (path: string, text: string) => void = writeFileSync): void {
  write(join(dir, BUILD_INFO_FILE), JSON.stringify(buildInfoSchema.parse(info), null, 2) + '\n');
}
