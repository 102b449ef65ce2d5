// npm run site:publish -- <gen-id> [--out <dir>] | --from <export.json> [--out <dir>]: builds the public
// site of a stored generation (DATABASE_PATH) or an exported file into published/<name> (see
// server/publish/commands.ts).
const { register } = await import('tsx/esm/api');
register();
const { runCommand } = await import('../server/publish/commands.ts');
await runCommand('publish', process.argv.slice(2));
