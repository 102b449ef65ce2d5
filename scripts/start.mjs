// npm start: builds the site when dist/ is missing or older than the sources, then runs the
// server (TypeScript, through tsx) in this process.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureBuild();

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'server/main.ts'));
