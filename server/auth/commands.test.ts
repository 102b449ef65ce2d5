import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { newGenerationId } from '../preview/generation-id';
import { openSqliteStore } from '../storage/sqlite-store';
import { TestPreviewServer } from '../test-app';
import { runInProcess, spawnCommand } from '../test-command';
import { runAccountCommand, type AccountCommand } from './commands';
import { signInLink } from './links';
import { makeAccount, sessionCookie, setCookie } from './test-callers';
import { tokenHash } from './tokens';

/** Each command starts Node and compiles TypeScript (about a second here). */
const slow = { timeout: 60_000 };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'account-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The variables every command here runs with: this test's SQLite file and publish folder, and where links point. */
const commandEnv = () => ({ DATABASE_URL: '', DATABASE_PATH: join(dir, 'previews.db'), PUBLISH_DIR: join(dir, 'published'), PORT: '9123', SITE_ORIGIN: '' });

/** Runs `npm run account:<command>` as its script would, in this process (server/test-command.ts). */
const run = (command: AccountCommand, ...args: string[]) => runInProcess(() => runAccountCommand(command, args), commandEnv());

test('account:link prints a one-time link for the operator’s own generation, made on first use', slow, async () => {
  // The script itself, once: npm run account:link reaches the same command.
  const linked = spawnCommand('account', ['link'], commandEnv());
  expect(linked.stderr).toBe('');
  expect(linked.stdout).toMatch(/^Sign-in link for operator@localhost \(single use, valid 1 hour\):\nhttp:\/\/127\.0\.0\.1:9123\/sign-in\/link\/[\w-]{43}\n$/);
  const store = openSqliteStore(join(dir, 'previews.db'));
  const token = /link\/([\w-]+)/.exec(linked.stdout)![1]!;
  const generation = await store.accounts.setting('start_generation');
  expect(await store.accounts.link(tokenHash(token))).toMatchObject({ kind: 'sign-in', generationId: generation, usedAt: null });
  await store.close();
});

test('account:invite prints an invitation to a generation, and refuses what it cannot do with one line', async () => {
  await run('link');
  const generation = (await run('generations')).stdout.split('\t')[0]!;
  const invited = await run('invite', '--role', 'editor', '--generation', generation, '--email', 'Ed@Example.com');
  expect(invited.stdout).toMatch(new RegExp(`^Invitation for an editor of ${generation} \\(single use, valid 7 days\\):\\nhttp://127\\.0\\.0\\.1:9123/invite/[\\w-]{43}\\n$`));
  const refusals: [string[], RegExp][] = [
    [['--role', 'editor'], /^An editor is invited to a generation: add --generation <gen-id>\./],
    [['--role', 'admin'], /^--role must be editor or operator\./],
    [['--role', 'editor', '--generation', 'gen-nothing-here-at-all-000'], /^There is no generation gen-nothing-here-at-all-000/],
    [['--role', 'operator', '--email', 'not-an-email'], /^--email must be an email address/],
    [['--colour', 'blue'], /^Unknown option '--colour'/],
  ];
  for (const [args, message] of refusals) {
    const refused = await run('invite', ...args);
    expect(refused.status, args.join(' ')).toBe(1);
    expect(refused.stderr).toMatch(message);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
  }
});

test('account:invite refuses the email of an active account, and invites a revoked one’s again (a password reset)', async () => {
  await run('link');
  const store = openSqliteStore(join(dir, 'previews.db'));
  const generation = (await store.accounts.setting('start_generation'))!;
  await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: 'scrypt$old', generations: [generation] }, new Date().toISOString());
  await store.close();
  const invite = () => run('invite', '--role', 'editor', '--generation', generation, '--email', 'ed@example.com');
  const refused = await invite();
  expect(refused.status).toBe(1);
  expect(refused.stderr).toBe(`An account with the email ed@example.com already exists (npm run account:grant -- ed@example.com --generation ${generation} gives it this generation).\n`);
  await run('revoke', 'ed@example.com');
  const invited = await invite();
  expect(invited.stderr).toBe('');
  expect(invited.stdout).toMatch(
    /^ed@example\.com was revoked: accepting this invitation gives that account back, with the new password and only this grant\.\nInvitation for an editor of gen-[\w-]+ \(single use, valid 7 days\):\nhttp:\/\/127\.0\.0\.1:9123\/invite\/[\w-]{43}\n$/,
  );
});

test('account:list, account:revoke, generation:list and generation:delete work on the server’s store', async () => {
  await run('link');
  const store = openSqliteStore(join(dir, 'previews.db'));
  const generation = (await store.accounts.setting('start_generation'))!;
  const editor = await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: 'scrypt$secret', generations: [generation] }, new Date().toISOString());
  await store.accounts.createSession('session-hash', editor.id, new Date().toISOString(), new Date(Date.now() + 60_000).toISOString());
  await store.close();
  const listed = (await run('list')).stdout;
  expect(listed).toContain('operator@localhost\toperator\tactive\tevery generation');
  expect(listed).toContain(`ed@example.com\teditor\tactive\t${generation}`);
  expect(listed).not.toContain('secret');
  expect((await run('revoke', 'ed@example.com')).stdout).toBe('Revoked ed@example.com: its sessions ended, and it can no longer sign in.\n');
  expect((await run('revoke', 'operator@localhost')).stderr).toMatch(/is the start-up operator/);
  expect((await run('revoke', 'ghost@example.com')).stderr).toMatch(/^There is no account ghost@example.com/);
  expect((await run('generations')).stdout).toMatch(new RegExp(`^${generation}\\trevision 0\\tby operator@localhost\\t`));
  expect((await run('delete', generation)).stdout).toBe(`Deleted ${generation} with its history, grants and links.\n`);
  expect((await run('delete', generation)).stderr).toMatch(/^There is no generation/);
  expect((await run('generations')).stdout).toBe('');
  const reopened = openSqliteStore(join(dir, 'previews.db'));
  expect(await reopened.accounts.session('session-hash')).toBeUndefined();
  expect((await reopened.accounts.accountByEmail('ed@example.com'))?.revokedAt).not.toBeNull();
  await reopened.close();
});

test('generation:delete keeps the published sites unless asked, says where they are, and with --published removes them, also for a generation deleted before', async () => {
  await run('link');
  const store = openSqliteStore(join(dir, 'previews.db'));
  const { id: kept } = await store.create(newGenerationId(), defaultContent, defaultStyles);
  const { id: removed } = await store.create(newGenerationId(), defaultContent, defaultStyles);
  const { id: bare } = await store.create(newGenerationId(), defaultContent, defaultStyles);
  await store.close();
  // Two publishes of 1 MB each, as site:publish lays them out ({PUBLISH_DIR}/{generation}/{publish id}).
  const publish = (generation: string, publishId: string) => {
    mkdirSync(join(dir, 'published', generation, publishId), { recursive: true });
    writeFileSync(join(dir, 'published', generation, publishId, 'index.html'), Buffer.alloc(1024 * 1024));
  };
  for (const generation of [kept, removed]) {
    publish(generation, '20261128-100000-000Z-r1');
    publish(generation, '20261128-110000-000Z-r2');
  }
  // Without --published the sites stay, and the operator is told how much room they hold and how to free it.
  const deleted = await run('delete', kept);
  expect(deleted.stderr).toBe('');
  expect(deleted.stdout).toBe(
    `Deleted ${kept} with its history, grants and links.\nIts 2 published sites (2.0 MB) are kept in the publish folder; npm run generation:delete -- ${kept} --published removes them.\n`,
  );
  expect(existsSync(join(dir, 'published', kept, '20261128-110000-000Z-r2', 'index.html'))).toBe(true);
  // Asked again without --published, the command says what is left and how to remove it, and removes nothing.
  const again = await run('delete', kept);
  expect([again.status, again.stderr]).toEqual([1, `There is no generation ${kept}. Its 2 published sites (2.0 MB) are still in the publish folder; add --published to remove them.\n`]);
  // Later, the generation gone, --published removes what it left.
  expect((await run('delete', kept, '--published')).stdout).toBe(`There was no generation ${kept} any more; removed its 2 published sites (2.0 MB).\n`);
  expect(existsSync(join(dir, 'published', kept))).toBe(false);
  // Both at once.
  expect((await run('delete', removed, '--published')).stdout).toBe(`Deleted ${removed} with its history, grants and links, and its 2 published sites (2.0 MB).\n`);
  expect(existsSync(join(dir, 'published', removed))).toBe(false);
  // A generation never published: nothing is said of sites.
  expect((await run('delete', bare, '--published')).stdout).toBe(`Deleted ${bare} with its history, grants and links.\n`);
  // Nothing of that id at all, or no id: one line and status 1, and the other folders are untouched.
  publish(newGenerationId(), '20261128-120000-000Z-r1');
  for (const [args, message] of [
    [[kept, '--published'], new RegExp(`^There is no generation ${kept}, nor a published site of it\\.`)],
    [[kept], new RegExp(`^There is no generation ${kept}\\.`)],
    [['--published'], /^Name one generation by its id\./],
    [['../published', '--published'], /^Name one generation by its id\./],
  ] as const) {
    const refused = await run('delete', ...args);
    expect([args.join(' '), refused.status, refused.stdout]).toEqual([args.join(' '), 1, '']);
    expect(refused.stderr).toMatch(message);
  }
  expect(readdirSync(join(dir, 'published'))).toHaveLength(1);
});

test('account:grant gives an editor one more generation, keeping the ones it has, and refuses what it cannot do with one line', async () => {
  await run('link');
  const store = openSqliteStore(join(dir, 'previews.db'));
  const first = (await store.accounts.setting('start_generation'))!;
  const { id: second } = await store.create(newGenerationId(), defaultContent, defaultStyles);
  await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: 'scrypt$x', generations: [first] }, new Date().toISOString());
  await store.close();
  const granted = await run('grant', 'Ed@Example.com', '--generation', second);
  expect(granted.stderr).toBe('');
  expect(granted.stdout).toBe(`ed@example.com may now open, edit, read the history of and publish ${second}.\n`);
  expect((await run('list')).stdout).toContain(`ed@example.com\teditor\tactive\t${[first, second].sort().join(' ')}`);
  const refusals: [string[], RegExp][] = [
    [['ghost@example.com', '--generation', second], /^There is no account ghost@example.com/],
    [['operator@localhost', '--generation', second], /^operator@localhost is an operator, who may open every generation\./],
    [['ed@example.com', '--generation', 'gen-nothing-here-at-all-000'], /^There is no generation gen-nothing-here-at-all-000/],
    [['ed@example.com'], /^Name one account by its email and one generation\./],
  ];
  const refuse = async (args: string[], message: RegExp) => {
    const refused = await run('grant', ...args);
    expect([args.join(' '), refused.status]).toEqual([args.join(' '), 1]);
    expect(refused.stderr).toMatch(message);
  };
  for (const [args, message] of refusals) await refuse(args, message);
  // A revoked account is given nothing (it comes back only through an invitation for its email).
  await run('revoke', 'ed@example.com');
  await refuse(['ed@example.com', '--generation', second], /^ed@example.com is revoked: invite its email again/);
});

test('account:ungrant takes one generation from an editor, keeping its others, and refuses what it cannot do with one line', async () => {
  await run('link');
  const store = openSqliteStore(join(dir, 'previews.db'));
  const first = (await store.accounts.setting('start_generation'))!;
  const { id: second } = await store.create(newGenerationId(), defaultContent, defaultStyles);
  await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: 'scrypt$x', generations: [first, second] }, new Date().toISOString());
  await store.close();
  const removed = await run('ungrant', 'Ed@Example.com', '--generation', second);
  expect(removed).toEqual({ status: 0, stdout: `ed@example.com may no longer open, edit, read the history of or publish ${second}.\n`, stderr: '' });
  expect((await run('list')).stdout).toContain(`ed@example.com\teditor\tactive\t${first}\n`);
  const refusals: [string[], string][] = [
    [['ghost@example.com', '--generation', first], 'There is no account ghost@example.com (npm run account:list lists them).'],
    [['operator@localhost', '--generation', first], 'operator@localhost is an operator, who may open every generation: there is no grant to take.'],
    [['ed@example.com', '--generation', second], `ed@example.com does not hold ${second} (npm run account:list lists its generations).`],
    [['ed@example.com'], 'Name one account by its email and one generation.\nUsage: npm run account:ungrant -- <email> --generation <gen-id>'],
    [['--generation', first], 'Name one account by its email and one generation.\nUsage: npm run account:ungrant -- <email> --generation <gen-id>'],
    [['ed@example.com', 'other@example.com', '--generation', first], 'Name one account by its email and one generation.\nUsage: npm run account:ungrant -- <email> --generation <gen-id>'],
  ];
  for (const [args, message] of refusals) {
    const refused = await run('ungrant', ...args);
    expect({ args, ...refused }).toEqual({ args, status: 1, stdout: '', stderr: `${message}\n` });
  }
  // An option it does not know: Node's one line, then the usage line (no stack).
  const unknown = await run('ungrant', 'ed@example.com', '--generation', first, '--colour', 'blue');
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toMatch(/^Unknown option '--colour'[^\n]*\nUsage: npm run account:ungrant -- <email> --generation <gen-id>\n$/);
  // What was refused changed nothing.
  expect((await run('list')).stdout).toContain(`ed@example.com\teditor\tactive\t${first}\n`);
});

test('account:ungrant takes a grant from a revoked account too, which the list then no longer shows', async () => {
  await run('link');
  const store = openSqliteStore(join(dir, 'previews.db'));
  const generation = (await store.accounts.setting('start_generation'))!;
  await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: 'scrypt$x', generations: [generation] }, new Date().toISOString());
  await store.close();
  await run('revoke', 'ed@example.com');
  const removed = await run('ungrant', 'ed@example.com', '--generation', generation);
  expect(removed).toEqual({ status: 0, stdout: `ed@example.com may no longer open, edit, read the history of or publish ${generation}.\n`, stderr: '' });
  expect((await run('list')).stdout).toMatch(/\ned@example\.com\teditor\trevoked [^\t]+\tno generation\n/);
});

test('after account:ungrant an editor’s session signed in before and its unused sign-in link no longer open that generation; its other one still opens', async () => {
  const server = await new TestPreviewServer({ publish: true }).start();
  try {
    const kept = server.startGeneration;
    const taken = await server.newGeneration();
    const editor = await makeAccount(server.store, 'ed@example.com', 'editor', [kept, taken]);
    const cookie = await sessionCookie(server.store, editor);
    const link = await signInLink(server.store.accounts, editor, taken);
    /** What the editor's browser asks of a generation: open its preview, edit it, read its history, publish it. */
    const everything = (generation: string) =>
      [
        { method: 'GET', url: `/api/preview/${generation}/` },
        { method: 'POST', url: `/api/preview/${generation}/content`, payload: { path: 'hero.title', content: 'Edited by ed' } },
        { method: 'GET', url: `/api/preview/${generation}/history` },
        { method: 'POST', url: `/api/preview/${generation}/publish`, payload: {} },
      ] as const;
    const statuses = (generation: string) =>
      Promise.all(
        everything(generation).map(async ({ method, url, ...rest }) => {
          const payload = 'payload' in rest ? JSON.stringify(rest.payload) : undefined;
          const response = await server.anonymous.inject({ method, url, payload, headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) } });
          return `${method} ${url} ${response.statusCode}${response.statusCode === 200 ? '' : ` ${response.body}`}`;
        }),
      );
    const answered = (generation: string, status: string) => everything(generation).map(({ method, url }) => `${method} ${url} ${status}`);
    expect(await statuses(taken)).toEqual(answered(taken, '200'));

    const removed = await runInProcess(() => runAccountCommand('ungrant', ['ed@example.com', '--generation', taken]), { ...commandEnv(), DATABASE_PATH: server.databasePath });
    expect(removed.stderr).toBe('');
    expect(removed.status).toBe(0);

    expect(await statuses(taken)).toEqual(answered(taken, '403 {"error":"Your account may not do this"}'));
    expect(await statuses(kept)).toEqual(answered(kept, '200'));
    const followed = await server.anonymous.inject({ url: link });
    expect(followed.statusCode).toBe(410);
    expect(setCookie(followed)).toBeUndefined();
  } finally {
    await server.dispose();
  }
});
