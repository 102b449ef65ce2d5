// Prerenders every route of the site into dist/client with the server renderer from
// dist/server, and writes the static virtual-coins page. Run by scripts/build.mjs.
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderMoneyPage } from './money-page.mjs';
import { fillTemplate, routeFile } from './html-template.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(root, 'dist/client');
const serverDir = join(root, 'dist/server');

const ssr = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
const checked = ssr.siteContentSchema.safeParse(ssr.defaultContent);
if (!checked.success) {
  console.error('The default content does not match its schema:\n' + ssr.describeContentErrors(checked.error));
  process.exit(1);
}
const stylesChecked = ssr.styleSetSchema.safeParse(ssr.defaultStyles);
if (!stylesChecked.success) {
  console.error('The default style set is not valid:\n' + ssr.describeContentErrors(stylesChecked.error));
  process.exit(1);
}

// The template Vite built keeps its placeholders for the preview server; pages are written beside it.
const template = await readFile(join(clientDir, 'index.html'), 'utf8');
await writeFile(join(serverDir, 'template.html'), template);
await rm(join(clientDir, 'index.html'));

const raw = { content: ssr.defaultContent, styles: ssr.defaultStyles };
const data = ssr.parseSiteData(JSON.stringify(raw), process.env.ASSETS_PREFIX ?? '');
const siteDataJson = ssr.serializeSiteData(raw);

const pages = [...ssr.prerenderPaths(ssr.defaultContent).map((path) => ({ path, file: routeFile(path) })), { path: '/404', file: '404.html' }];
for (const { path, file } of pages) {
  const result = await ssr.render(new URL(path, 'http://localhost').href, data);
  let html;
  if (result.kind === 'redirect') {
    html = redirectPage(result.location, data.content.site_name);
  } else {
    if ((path === '/404') !== (result.status === 404)) throw new Error(`${path} rendered with status ${result.status}`);
    html = fillTemplate(template, { path, title: result.title, description: data.content.site_description, appHtml: result.html, siteDataJson });
  }
  await mkdir(dirname(join(clientDir, file)), { recursive: true });
  await writeFile(join(clientDir, file), html);
  console.log(`prerendered ${path} -> dist/client/${file}`);
}

await writeFile(join(clientDir, ssr.MONEY_PAGE_PATH.slice(1)), renderMoneyPage(data.content));
console.log(`wrote the static page ${ssr.MONEY_PAGE_PATH}`);

/** A page for a route that leaves the app: readable and followable without JavaScript. */
function redirectPage(location, siteName) {
  const escaped = location.replace(/"/g, '&quot;');
  return `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${escaped}"><link rel="canonical" href="${escaped}"><title>${siteName}</title></head><body><p><a href="${escaped}">${escaped}</a></p></body></html>\n`;
}
