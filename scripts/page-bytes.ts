// What a built page makes a visitor's browser fetch, weighed from the files in dist/client instead
// of by loading the page in a browser (npm run audit:budget): the scripts and stylesheets its
// document names, the modules those scripts import, and the workers they can start.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A page's weight, each part gzipped as served: its scripts (workers included), its stylesheets, its document. */
export type PageBytes = { js: number; css: number; html: number; scripts: string[]; styles: string[] };

const ORIGIN = 'http://page.invalid';

/** The attributes of one tag, by name (lower case), values unquoted. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, double, single, bare] of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found.set(name!.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return found;
}

/**
 * The modules a script names in ways that always run: `import … from "x"`, `import "x"` and
 * `export … from "x"` at its top level, and, for the page's own inline scripts, `import("x")`,
 * where x is a path to a script file of the build (`./chunk.js`, `/assets/entry.js`): a minified
 * bundle's strings can read like an import too (`export"` then a string), and no module of the
 * build is named otherwise.
 * A dynamic import inside a bundled module is left out unless asked for (`dynamic`): the site's
 * bundle imports the editor that way, which only a preview page loads.
 */
function importsOf(code: string, dynamic: boolean): string[] {
  const found = [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.{0,2}\/[^"']+\.js)["']/g)].map((match) => match[1]!);
  if (dynamic) found.push(...[...code.matchAll(/\bimport\(\s*["'](\.{0,2}\/[^"']+\.js)["']\s*\)/g)].map((match) => match[1]!));
  return found;
}

/** The workers a built script starts (`new Worker(new URL("….js", import.meta.url))` as the build emits it). */
function workersOf(code: string): string[] {
  return [...code.matchAll(/new Worker\(new URL\((?:""\+new URL\()?"([^"]+\.js)",import\.meta\.url\)/g)].map((match) => match[1]!);
}

/**
 * Weighs the page that `documentFile` (under `clientDir`) is served as at `urlPath`: every script
 * it names (a `src`, a module preload, an import in an inline module), each module those import
 * in turn and each worker they start, and every stylesheet it links, each file counted once and
 * gzipped; and the document itself, gzipped. A URL of another origin cannot be weighed from the
 * build, and a file the build lacks would be a 404 in the browser: both throw. `withLazy` also
 * weighs the modules those scripts import only when they need them (`import("x")`), as the editor
 * a preview page loads.
 */
export function pageBytes(clientDir: string, documentFile: string, urlPath: string, { withLazy = false }: { withLazy?: boolean } = {}): PageBytes {
  const html = readFileSync(documentFile);
  const text = html.toString();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const local = (reference: string, base: string) => {
    const url = new URL(reference, ORIGIN + base);
    if (url.origin !== ORIGIN) throw new Error(`${urlPath}: ${reference} is on another origin; the budget weighs only files of the build`);
    return url.pathname;
  };
  const pending: string[] = [];
  const addScript = (path: string) => {
    if (scripts.has(path)) return;
    scripts.add(path);
    pending.push(path);
  };

  for (const [, open, body] of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = attributes(open!);
    const type = tag.get('type') ?? '';
    if (tag.has('src')) addScript(local(tag.get('src')!, urlPath));
    else if (type === 'module') for (const reference of importsOf(body!, true)) addScript(local(reference, urlPath));
  }
  for (const [, open] of text.matchAll(/<link\b([^>]*)>/gi)) {
    const tag = attributes(open!);
    const rel = (tag.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (!tag.has('href')) continue;
    if (rel.includes('stylesheet')) styles.add(local(tag.get('href')!, urlPath));
    else if (rel.includes('modulepreload')) addScript(local(tag.get('href')!, urlPath));
  }

  const read = (path: string) => {
    const file = join(clientDir, decodeURIComponent(path));
    if (!existsSync(file)) throw new Error(`${urlPath} fetches ${path}, which is not in ${clientDir}`);
    return readFileSync(file);
  };
  let js = 0;
  while (pending.length > 0) {
    const path = pending.shift()!;
    const body = read(path);
    js += gzipSync(body).length;
    const code = body.toString();
    for (const reference of importsOf(code, withLazy)) addScript(local(reference, path));
    for (const worker of workersOf(code)) addScript(local(worker, path));
  }
  const css = [...styles].reduce((sum, path) => sum + gzipSync(read(path)).length, 0);
  return { js, css, html: gzipSync(html).length, scripts: [...scripts], styles: [...styles] };
}
