// npm start: checks the environment, builds the site when dist/ is missing or older than the
// sources, then runs the server (TypeScript, through tsx) in this process.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// React's development build renders pages two to three times slower (it checks every element):
// the preview and publish workers would spend the cores the serving thread needs. Worker threads
// read this same environment. Set NODE_ENV=development to see React's warnings.
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
// Zod compiles a fast parser for each object schema the first time it parses; for the content
// schema that is 20-80 ms at once, on the thread that serves every visitor. Without it each parse
// is as fast here (0.87 ms against 0.97 for the default content). Set before any schema is made;
// worker threads keep their own setting (docs/decisions/029).
const { z } = await import('zod');
z.config({ jitless: true });
// A bad variable (PORT=abc) stops start-up at once, not after a build of a minute.
const { readEnvOrExit } = await import(join(root, 'server/env.ts'));
readEnvOrExit();
const { ensureBuild } = await import(join(root, 'server/site/ensure-build.ts'));
ensureBuild();

await import(join(root, 'server/main.ts'));
