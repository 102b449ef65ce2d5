// npm run dev: the site and the games from their sources with Vite's hot reload, and the preview's
// API beside them on one origin (server/dev/dev-server.ts). Checks the environment as `npm start`
// does; listens on PORT when it is set, else on 5173, so it can run beside `npm start` (8080).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { readEnvOrExit } = await import(join(root, 'server/env.ts'));
const env = readEnvOrExit();
const { startDevServer } = await import(join(root, 'server/dev/dev-server.ts'));

const server = await startDevServer({
  root,
  port: process.env.PORT ? env.PORT : 5173,
  host: env.HOST,
  databasePath: env.DATABASE_PATH,
  databaseUrl: env.DATABASE_URL,
  operatorEmail: env.OPERATOR_EMAIL,
  operatorToken: env.OPERATOR_TOKEN,
});
console.log(`Preview (signed in as ${env.OPERATOR_EMAIL}) at ${server.signInUrl}`);
console.log(`Site running at ${server.url}/ (French at ${server.url}/fr), games at ${server.url}/games; edits show as you save`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void server.close().then(() => process.exit(0)));
