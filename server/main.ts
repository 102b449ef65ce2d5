import { resolve } from 'node:path';
import { buildApp } from './app';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

const app = await buildApp({ distDir, logger: process.env.LOG_REQUESTS === '1' });
await app.listen({ port, host });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const origin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`;
console.log(`Site running at ${origin}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
