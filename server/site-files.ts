import { isUtf8MimeType, mime } from '@fastify/send';
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentKey, readCompressedCopy } from './site/compressed-copies';

/** One file of the built site, held in memory with the headers it is served with. */
export type SiteFile = {
  body: Buffer;
  /** The same bytes compressed by the build (server/site/compressed-copies.ts), when it wrote them. */
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  lastModified: string;
};

/** The built site's files by path relative to its folder, `/`-separated (`games/high-low/index.html`). */
export type SiteFiles = ReadonlyMap<string, SiteFile>;

/**
 * Reads every file of the built site (dist/client) once, at start-up, before the server listens.
 * The build never changes while a server runs (a new build means a new server), and the whole of
 * it is a few megabytes, bounded by the size budgets (scripts/budget.mjs). Served from memory, a
 * static file costs the serving thread no file system call at all: reading each one from disk
 * took four calls through libuv's shared threads, whose synchronous part alone reached tens of
 * milliseconds on a busy machine (docs/decisions/029). The build's compressed copies are read
 * from `compressed` (dist/compressed). A missing folder gives an empty map.
 */
export function loadSiteFiles(root: string, compressed = join(root, '..', 'compressed')): SiteFiles {
  const files = new Map<string, SiteFile>();
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const full = join(entry.parentPath, entry.name);
    if (entry.isFile()) files.set(relative(root, full).split(sep).join('/'), readSiteFile(full, compressed));
  }
  return files;
}

function readSiteFile(path: string, compressed: string): SiteFile {
  const body = readFileSync(path);
  const found = mime.getType(path) ?? 'application/octet-stream';
  const key = contentKey(body);
  return {
    body,
    br: readCompressedCopy(compressed, key, 'br'),
    gzip: readCompressedCopy(compressed, key, 'gzip'),
    type: isUtf8MimeType(found) ? `${found}; charset=utf-8` : found,
    // A strong validator from the bytes themselves: the same file in two builds keeps its tag.
    etag: `"${key.slice(0, 27)}"`,
    lastModified: statSync(path).mtime.toUTCString(),
  };
}

/** Whether a request's If-None-Match or If-Modified-Since says it holds this very file. */
function notModified(request: FastifyRequest, file: SiteFile): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) return tags.trim() === '*' || tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag);
  const since = request.headers['if-modified-since'];
  return since !== undefined && Date.parse(since) >= Date.parse(file.lastModified);
}

/** The encoding to send, from the build's compressed copies and the request's Accept-Encoding. */
function encodingFor(request: FastifyRequest, file: SiteFile): 'br' | 'gzip' | null {
  const accepted = (request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
    .map(([name]) => name!.trim().toLowerCase());
  if (file.br && accepted.includes('br')) return 'br';
  if (file.gzip && accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Answers with a file of the built site from memory: 304 when the browser's copy is current, the
 * build's brotli or gzip copy when the browser takes it (else the compression hook compresses as
 * for any answer), the whole file otherwise (no ranges: the site has no media to seek in).
 */
export function sendSiteFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile) {
  reply.header('Content-Type', file.type);
  if (file.br || file.gzip) reply.header('Vary', 'Accept-Encoding');
  // A page sent for another status (the not-found page's 404) has no validators and meets no
  // condition: a 304 would tell the browser that a missing address is there (RFC 9110, 13.2.1).
  if (reply.statusCode !== 200) return sendEncoded(request, reply, file);
  reply.header('ETag', file.etag).header('Last-Modified', file.lastModified);
  if (notModified(request, file)) return reply.code(304).send();
  return sendEncoded(request, reply, file);
}

/** Sends the file's bytes, or the build's compressed copy the browser takes. */
function sendEncoded(request: FastifyRequest, reply: FastifyReply, file: SiteFile) {
  const encoding = encodingFor(request, file);
  if (!encoding) return reply.send(file.body);
  return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? file.br : file.gzip);
}
