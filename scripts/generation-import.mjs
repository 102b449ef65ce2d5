// npm run generation:import -- <export.json>: stores an exported file as a new generation and
// prints its preview path (see server/publish/commands.ts).
const { register } = await import('tsx/esm/api');
register();
const { runCommand } = await import('../server/publish/commands.ts');
await runCommand('import', process.argv.slice(2));
