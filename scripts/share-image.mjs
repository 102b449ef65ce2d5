// Renders public/images/share.svg to public/images/share.jpg (1200×630), and each other language's
// twin share-{code}.svg to share-{code}.jpg (share-fr.jpg): the picture social sites show for a shared page of each language: they do not read SVG, and the gradient makes a PNG four times larger
// than this JPEG. Run once after changing the SVG and commit both files (npm run
// site:share-image); the build does not run it, so it needs no new tool. It also renders the app's
// icons from public/favicon.svg (docs/decisions/041): app-icon-192.png and app-icon-512.png, the
// coin on a clear ground, and app-icon-maskable-512.png, the coin inside the safe zone (the middle
// 80 %) on the navy of the colour tokens, which a phone may cut to any shape.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const { register } = await import('tsx/esm/api');
register();
const { findBrowserOrExit, PLAYWRIGHT_CHROME_ARGS } = await import('./find-browser.ts');
const { DEFAULT_LOCALE, LOCALES } = await import('../core/locale.ts');
const { colourTokens } = await import('../core/colour-tokens.ts');

const images = join(dirname(fileURLToPath(import.meta.url)), '../public/images');
const browser = await chromium.launch({ executablePath: findBrowserOrExit(), args: PLAYWRIGHT_CHROME_ARGS });
try {
  for (const name of LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? 'share' : `share-${locale}`))) {
    const svg = await readFile(join(images, `${name}.svg`), 'utf8');
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
    const jpeg = await page.screenshot({ type: 'jpeg', quality: 88, clip: { x: 0, y: 0, width: 1200, height: 630 } });
    await writeFile(join(images, `${name}.jpg`), jpeg);
    console.log(`wrote public/images/${name}.jpg (${(await stat(join(images, `${name}.jpg`))).size} bytes)`);
    await page.close();
  }
  const favicon = await readFile(join(images, '../favicon.svg'), 'utf8');
  const icon = async (name, size, { ground, coin }) => {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const inset = ((1 - coin) / 2) * size;
    const sized = favicon.replace(/width="32" height="32"/, `width="${coin * size}" height="${coin * size}"`);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:${ground}}svg{display:block;position:absolute;left:${inset}px;top:${inset}px}</style>${sized}`);
    await writeFile(join(images, name), await page.screenshot({ type: 'png', omitBackground: ground === 'transparent', clip: { x: 0, y: 0, width: size, height: size } }));
    console.log(`wrote public/images/${name} (${(await stat(join(images, name))).size} bytes)`);
    await page.close();
  };
  await icon('app-icon-192.png', 192, { ground: 'transparent', coin: 1 });
  await icon('app-icon-512.png', 512, { ground: 'transparent', coin: 1 });
  await icon('app-icon-maskable-512.png', 512, { ground: colourTokens.navy, coin: 0.72 });
} finally {
  await browser.close();
}
