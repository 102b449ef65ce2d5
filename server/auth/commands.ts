import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isGenerationId } from '../../core/generation-id';
import { readEnvOrExit, type ServerEnv } from '../env';
import { openPreviewStore } from '../storage/open-store';
import type { PreviewStore } from '../storage/preview-store';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { invitationLink, signInLink, startUp } from './links';
import { normaliseEmail } from './email';
import { AUTH_POLICY } from './policy';
import { diskUsage, megabytes, publishesOf } from '../publish/publish-quota';

/** A command that cannot do what it was asked; its message is all the operator sees. */
class CommandError extends Error {}

const USAGE = {
  invite: 'npm run account:invite -- --role editor --generation <gen-id> [--email <email>]   or   --role operator',
  link: 'npm run account:link [-- --generation <gen-id>]',
  list: 'npm run account:list',
  revoke: 'npm run account:revoke -- <email>',
  grant: 'npm run account:grant -- <email> --generation <gen-id>',
  ungrant: 'npm run account:ungrant -- <email> --generation <gen-id>',
  generations: 'npm run generation:list',
  delete: 'npm run generation:delete -- <gen-id> [--published]',
} as const;
export type AccountCommand = keyof typeof USAGE;

/** The address links are printed with: SITE_ORIGIN's first origin, else where npm start listens. */
const siteOrigin = (env: ServerEnv) => env.SITE_ORIGIN?.[0] ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`;
const hours = (ms: number) => `${ms / 3_600_000} ${ms === 3_600_000 ? 'hour' : 'hours'}`;

/** The account an email names, else a refusal that says where the accounts are listed. */
async function accountNamed(store: PreviewStore, email: string) {
  const account = await store.accounts.accountByEmail(email);
  if (!account) throw new CommandError(`There is no account ${email} (npm run account:list lists them).`);
  return account;
}

/** The one email and one --generation that account:grant and account:ungrant take, else their usage line. */
function emailAndGeneration(args: string[], usage: string): { email: string; generationId: string } {
  const { values, positionals } = parseArgs({ args, options: { generation: { type: 'string' } }, allowPositionals: true, strict: true });
  const email = normaliseEmail(positionals[0]);
  const generationId = values.generation;
  if (!email || positionals.length !== 1 || !generationId) throw new CommandError(`Name one account by its email and one generation.\nUsage: ${usage}`);
  return { email, generationId };
}

/** A generation's folder of published sites ({PUBLISH_DIR}/{id}/{publish id}, decision 030) and how it is told, or null when there is none. */
function publishedSites(folder: string): { folder: string; said: string } | null {
  if (!existsSync(folder)) return null;
  const count = publishesOf(folder).length;
  return { folder, said: `${count} published ${count === 1 ? 'site' : 'sites'} (${megabytes(diskUsage(folder))} MB)` };
}

/** Why a grant is neither given to nor taken from an operator. */
const operatorMayOpenAll = (email: string) => `${email} is an operator, who may open every generation`;

/**
 * The operator's account commands, on the store the server uses (DATABASE_URL or DATABASE_PATH).
 * A refusal prints its one-line reason and sets exit code 1; a bad variable stops as npm start does.
 */
export async function runAccountCommand(name: AccountCommand, args: string[]): Promise<void> {
  const env = readEnvOrExit();
  const store = await openPreviewStore({ databaseUrl: env.DATABASE_URL, databasePath: env.DATABASE_PATH });
  try {
    await COMMANDS[name](store, env, args);
  } catch (error) {
    if (!(error instanceof CommandError) && !(error instanceof TypeError && 'code' in error)) throw error;
    console.error(error instanceof CommandError ? error.message : `${(error as Error).message}\nUsage: ${USAGE[name]}`);
    process.exitCode = 1;
  } finally {
    await store.close();
  }
}

const COMMANDS: Record<AccountCommand, (store: PreviewStore, env: ServerEnv, args: string[]) => Promise<void>> = {
  async invite(store, env, args) {
    const { values } = parseArgs({ args, options: { role: { type: 'string' }, generation: { type: 'string' }, email: { type: 'string' } }, strict: true });
    const role = values.role;
    if (role !== 'editor' && role !== 'operator') throw new CommandError(`--role must be editor or operator.\nUsage: ${USAGE.invite}`);
    const generationId = values.generation ?? null;
    if (role === 'editor' && !generationId) throw new CommandError(`An editor is invited to a generation: add --generation <gen-id>.\nUsage: ${USAGE.invite}`);
    if (generationId && !(isGenerationId(generationId) && (await store.get(generationId)))) throw new CommandError(`There is no generation ${generationId} (npm run generation:list lists them).`);
    const email = values.email === undefined ? null : (normaliseEmail(values.email) ?? null);
    if (values.email !== undefined && !email) throw new CommandError(`--email must be an email address, got "${values.email}".`);
    const holder = email ? await store.accounts.accountByEmail(email) : undefined;
    if (holder && !holder.revokedAt)
      throw new CommandError(
        `An account with the email ${email} already exists${holder.role === 'editor' && generationId ? ` (npm run account:grant -- ${email} --generation ${generationId} gives it this generation)` : ''}.`,
      );
    const path = await invitationLink(store.accounts, { role, generationId, email });
    if (holder) console.log(`${email} was revoked: accepting this invitation gives that account back, with the new password and only this ${role === 'editor' ? 'grant' : 'role'}.`);
    console.log(`Invitation for ${role === 'editor' ? `an editor of ${generationId}` : 'an operator'} (single use, valid ${AUTH_POLICY.invitationMs / 86_400_000} days):`);
    console.log(`${siteOrigin(env)}${path}`);
  },
  async link(store, env, args) {
    const { values } = parseArgs({ args, options: { generation: { type: 'string' } }, strict: true });
    const { operator, generationId } = await startUp(store, env.OPERATOR_EMAIL, { content: defaultContent, styles: defaultStyles });
    const target = values.generation ?? generationId;
    if (!(isGenerationId(target) && (await store.get(target)))) throw new CommandError(`There is no generation ${target} (npm run generation:list lists them).`);
    console.log(`Sign-in link for ${operator.email} (single use, valid ${hours(AUTH_POLICY.signInLinkMs)}):`);
    console.log(`${siteOrigin(env)}${await signInLink(store.accounts, operator, target)}`);
  },
  async list(store) {
    const accounts = await store.accounts.accounts();
    if (accounts.length === 0) return console.log('No accounts yet: npm start makes the operator’s.');
    for (const account of accounts) {
      const grants = account.role === 'operator' ? 'every generation' : account.generations.join(' ') || 'no generation';
      console.log(`${account.email}\t${account.role}\t${account.revokedAt ? `revoked ${account.revokedAt}` : 'active'}\t${grants}`);
    }
  },
  async revoke(store, env, args) {
    const email = normaliseEmail(args[0]);
    if (!email || args.length !== 1) throw new CommandError(`Name one account by its email.\nUsage: ${USAGE.revoke}`);
    const account = await accountNamed(store, email);
    if (account.email === env.OPERATOR_EMAIL && account.role === 'operator' && account.passwordHash === null) {
      throw new CommandError(`${email} is the start-up operator, who signs in through npm start's links; it cannot be revoked.`);
    }
    await store.accounts.revoke(account.id, new Date().toISOString());
    console.log(`Revoked ${email}: its sessions ended, and it can no longer sign in.`);
  },
  async grant(store, _env, args) {
    const { email, generationId } = emailAndGeneration(args, USAGE.grant);
    const account = await accountNamed(store, email);
    if (account.role === 'operator') throw new CommandError(`${operatorMayOpenAll(email)}.`);
    // A revoked account comes back only through an invitation for its email, with a new password.
    if (account.revokedAt) throw new CommandError(`${email} is revoked: invite its email again (${USAGE.invite}).`);
    if (!(isGenerationId(generationId) && (await store.get(generationId)))) throw new CommandError(`There is no generation ${generationId} (npm run generation:list lists them).`);
    await store.accounts.grant(account.id, generationId);
    console.log(`${email} may now open, edit, read the history of and publish ${generationId}.`);
  },
  async ungrant(store, _env, args) {
    const { email, generationId } = emailAndGeneration(args, USAGE.ungrant);
    const account = await accountNamed(store, email);
    if (account.role === 'operator') throw new CommandError(`${operatorMayOpenAll(email)}: there is no grant to take.`);
    // A revoked account's grants are taken like any other's: nothing it could do comes back, and the list shows what it holds.
    if (!(await store.accounts.ungrant(account.id, generationId))) throw new CommandError(`${email} does not hold ${generationId} (npm run account:list lists its generations).`);
    console.log(`${email} may no longer open, edit, read the history of or publish ${generationId}.`);
  },
  async generations(store) {
    for (const generation of await store.accounts.generations()) {
      console.log(`${generation.id}\trevision ${generation.revision}\tby ${generation.owner ?? 'nobody'}\tcreated ${generation.createdAt}\tchanged ${generation.updatedAt}`);
    }
  },
  async delete(store, env, args) {
    const { values, positionals } = parseArgs({ args, options: { published: { type: 'boolean' } }, allowPositionals: true, strict: true });
    const id = positionals[0];
    if (!id || positionals.length !== 1 || !isGenerationId(id)) throw new CommandError(`Name one generation by its id.\nUsage: ${USAGE.delete}`);
    // A published site may be live on a static host, so it goes only when asked; the id's pattern
    // keeps the folder inside PUBLISH_DIR.
    const sites = publishedSites(join(env.PUBLISH_DIR, id));
    const deleted = await store.accounts.deleteGeneration(id);
    if (!deleted) {
      if (!sites) throw new CommandError(`There is no generation ${id}${values.published ? ', nor a published site of it' : ''}.`);
      if (!values.published) throw new CommandError(`There is no generation ${id}. Its ${sites.said} are still in the publish folder; add --published to remove them.`);
    }
    if (sites && values.published) rmSync(sites.folder, { recursive: true, force: true });
    const gone = `Deleted ${id} with its history, grants and links`;
    if (!sites) console.log(`${gone}.`);
    else if (!values.published) console.log(`${gone}.\nIts ${sites.said} are kept in the publish folder; npm run generation:delete -- ${id} --published removes them.`);
    else console.log(deleted ? `${gone}, and its ${sites.said}.` : `There was no generation ${id} any more; removed its ${sites.said}.`);
  },
};
