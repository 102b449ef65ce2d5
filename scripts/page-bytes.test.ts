import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { pageBytes } from './page-bytes';

let clientDir: string;
beforeEach(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'page-bytes-'));
});
afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

/** Writes a file of the fake build and returns its gzip size. */
function put(path: string, text: string): number {
  const file = join(clientDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return gzipSync(Buffer.from(text)).length;
}

// A visitor's page as the build writes it: an inline loader that imports the entry after the
// first paint, a stylesheet, data blocks that are not scripts, and an entry that imports a shared
// chunk and, only on a preview, the editor.
const LOADER = `addEventListener('load',()=>requestAnimationFrame(()=>import("/assets/entry-1.js")))`;
const ENTRY = `import{a as b}from"./shared-2.js";const e=()=>import("./editor-3.js");document.body.dataset.x=b;`;
const SHARED = `export const a="shared ${'x'.repeat(300)}";`;
const PAGE = `<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/site-4.css">
<link rel="icon" href="/favicon.svg"><link rel="preload" as="image" href="/images/hero.svg">
<script type="module">${LOADER}</script><script type="application/json" id="site-data">{"import":"x"}</script>
<script type="speculationrules">{"prerender":[]}</script></head><body><p>About us</p></body></html>`;

test('a route weighs the entry its loader imports, the chunk the entry imports, its stylesheet and its document, each gzipped', () => {
  const entry = put('assets/entry-1.js', ENTRY);
  const shared = put('assets/shared-2.js', SHARED);
  put('assets/editor-3.js', `export const editor="${'e'.repeat(5000)}";`);
  const css = put('assets/site-4.css', `body{color:#123456}${'.a{margin:0}'.repeat(40)}`);
  const html = put('fr/about.html', PAGE);

  const bytes = pageBytes(clientDir, join(clientDir, 'fr/about.html'), '/fr/about');

  expect(bytes).toEqual({ js: entry + shared, css, html, scripts: ['/assets/entry-1.js', '/assets/shared-2.js'], styles: ['/assets/site-4.css'] });
});

test('with the modules imported only when needed, a route weighs the editor its entry imports that way too', () => {
  const entry = put('assets/entry-1.js', ENTRY);
  const shared = put('assets/shared-2.js', SHARED);
  const editor = put('assets/editor-3.js', `import{a}from"./shared-2.js";import"./panel-5.js";export const editor="${'e'.repeat(5000)}";`);
  const panel = put('assets/panel-5.js', 'export const panel=1;');
  put('assets/site-4.css', 'body{color:#123456}');
  put('fr/about.html', PAGE);

  const bytes = pageBytes(clientDir, join(clientDir, 'fr/about.html'), '/fr/about', { withLazy: true });

  expect(bytes.js).toBe(entry + shared + editor + panel);
  expect(bytes.scripts).toEqual(['/assets/entry-1.js', '/assets/shared-2.js', '/assets/editor-3.js', '/assets/panel-5.js']);
});

test("a game's page weighs its script and module preloads by their paths relative to the page, each once, and the worker its script starts", () => {
  const game = put('games/assets/game-1.js', `import"./shell-2.js";const w=new Worker(new URL("solver-3.js",import.meta.url),{type:"module"});`);
  const shell = put('games/assets/shell-2.js', 'export const shell=1;');
  const solver = put('games/assets/solver-3.js', 'onmessage=()=>postMessage(1);');
  const css = put('games/assets/game-4.css', '.board{display:grid}');
  const html = put(
    'games/mahjong/index.html',
    `<script type="module" crossorigin src="../assets/game-1.js"></script><link rel="modulepreload" crossorigin href="../assets/shell-2.js"><link rel="stylesheet" href="../assets/game-4.css">`,
  );

  const bytes = pageBytes(clientDir, join(clientDir, 'games/mahjong/index.html'), '/games/mahjong/index.html');

  expect(bytes.js).toBe(game + shell + solver);
  expect(bytes.scripts).toEqual(['/games/assets/game-1.js', '/games/assets/shell-2.js', '/games/assets/solver-3.js']);
  expect(bytes.css).toBe(css);
  expect(bytes.html).toBe(html);
});

test('a page without scripts or stylesheets weighs only its document', () => {
  const html = put('virtual-coins.html', '<!doctype html><title>Coins</title><p>Coins have no value.</p>');

  expect(pageBytes(clientDir, join(clientDir, 'virtual-coins.html'), '/virtual-coins.html')).toEqual({ js: 0, css: 0, html, scripts: [], styles: [] });
});

test('a script the build lacks, or one on another origin, stops the count instead of weighing nothing', () => {
  put('missing.html', '<script type="module" src="/assets/gone.js"></script>');
  put('elsewhere.html', '<link rel="stylesheet" href="https://cdn.example/site.css">');

  expect(() => pageBytes(clientDir, join(clientDir, 'missing.html'), '/missing')).toThrow('/missing fetches /assets/gone.js, which is not in');
  expect(() => pageBytes(clientDir, join(clientDir, 'elsewhere.html'), '/elsewhere')).toThrow('/elsewhere: https://cdn.example/site.css is on another origin');
});
