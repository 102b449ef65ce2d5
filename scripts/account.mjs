// npm run account:invite | account:link | account:list | account:grant | account:ungrant |
// account:revoke | generation:list | generation:delete: the operator's commands for accounts and generations (server/auth/commands.ts).
const { register } = await import('tsx/esm/api');
register();
const { runAccountCommand } = await import('../server/auth/commands.ts');
await runAccountCommand(process.argv[2], process.argv.slice(3));
