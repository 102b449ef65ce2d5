// Renders public/images/share.svg to public/images/share.jpg (1200×630), the picture social sites
// show for a shared page: they do not read SVG, and the gradient makes a PNG four times larger
// than this JPEG. Run once after changing the SVG and commit both files (node
// scripts/share-image.mjs); the build does not run it, so it needs no new tool.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const images = join(dirname(fileURLToPath(import.meta.url)), '../public/images');
const svg = await readFile(join(images, 'share.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
  const png = await page.screenshot({ type: 'jpeg', quality: 88, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  await writeFile(join(images, 'share.jpg'), png);
  console.log(`wrote public/images/share.jpg (${(await stat(join(images, 'share.jpg'))).size} bytes)`);
} finally {
  await browser.close();
}
