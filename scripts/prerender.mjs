// Run by scripts/build.mjs: prerenders every route into dist/client (server/site/prerender.ts,
// the site-writing pipeline publishing and the preview share), in TypeScript through tsx.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { prerender } = await import(join(root, 'server/site/prerender.ts'));
await prerender(join(root, 'dist'));
