// npm start: checks the environment, builds the site when dist/ is missing or older than the
// sources, then runs the server (TypeScript, through tsx) in this process.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
// A bad variable (PORT=abc) stops start-up at once, not after a build of a minute.
const { readEnvOrExit } = await import(join(root, 'server/env.ts'));
readEnvOrExit();
const { ensureBuild } = await import(join(root, 'server/site/ensure-build.ts'));
ensureBuild();

await import(join(root, 'server/main.ts'));
