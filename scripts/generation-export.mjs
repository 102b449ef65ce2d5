// npm run generation:export -- <gen-id> [--out <file>|-]: writes a stored generation's content and
// styles as an export file (see server/publish/commands.ts).
const { register } = await import('tsx/esm/api');
register();
const { runCommand } = await import('../server/publish/commands.ts');
await runCommand('export', process.argv.slice(2));
