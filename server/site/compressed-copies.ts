// The build's compressed copies of the site's files (npm run build, last step): each compressible
// file of dist/client over 1 KB, compressed once at the highest levels (brotli 11, gzip 9), far
// smaller than the compression hook's quick levels, and served from memory (server/site-files.ts).
// The copies live in dist/compressed/, named by the hash of the bytes they hold, so a copy can
// never stand for other bytes: a file rebuilt without them, or a page a publish rewrites, finds
// none and is compressed as it leaves, as before.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The folder of the copies, beside dist/client. */
export const COMPRESSED_FOLDER = 'compressed';

/** What a file's copies are named by: the SHA-256 of its bytes. */
export const contentKey = (body: Buffer) => createHash('sha256').update(body).digest('base64url');

/** The files worth compressing: text of every kind the site serves. */
const COMPRESSIBLE = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes dist/compressed/ afresh for dist/client; returns how many files and their bytes before and after brotli. */
export async function writeCompressedCopies(distDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const out = join(distDir, COMPRESSED_FOLDER);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const sources = readdirSync(join(distDir, 'client'), { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    sources.map(async (path) => {
      const body = readFileSync(path);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
        gzipped(body, { level: 9 }),
      ]);
      const key = contentKey(body);
      writeFileSync(join(out, `${key}.br`), br);
      writeFileSync(join(out, `${key}.gz`), gz);
      totals.files++;
      totals.bytes += body.length;
      totals.brotliBytes += br.length;
    }),
  );
  return totals;
}

/** A file's compressed copy in `folder`, if the build wrote one for these very bytes. */
export function readCompressedCopy(folder: string, key: string, encoding: 'br' | 'gzip'): Buffer | undefined {
  try {
    return readFileSync(join(folder, `${key}.${encoding === 'br' ? 'br' : 'gz'}`));
  } catch {
    return undefined;
  }
}
