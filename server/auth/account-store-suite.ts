import { expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { contentChange } from '../preview/edits';
import { newGenerationId } from '../preview/generation-id';
import type { PreviewStore } from '../storage/preview-store';
import { AccountExists } from './account-store';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 12, minutes)).toISOString();

/** What every store's accounts must do, as tests on a real, empty database that `openStore` opens (again and again). */
export function testAccountStore(name: string, openStore: () => Promise<PreviewStore>): void {
  test(`${name} accounts: an account is made once per email, keeps its hash to itself, and is granted only generations that exist`, async () => {
    const store = await openStore();
    const { id: generation } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    const made = await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: 'scrypt$x', generations: [generation, 'gen-none'] }, at(0));
    expect(made).toEqual({ id: made.id, email: 'ed@example.com', role: 'editor', generations: [generation], createdAt: at(0), revokedAt: null });
    await expect(store.accounts.createAccount({ email: 'ed@example.com', role: 'operator', passwordHash: null, generations: [] }, at(1))).rejects.toBeInstanceOf(AccountExists);
    expect((await store.accounts.accountByEmail('ed@example.com'))?.passwordHash).toBe('scrypt$x');
    expect(await store.accounts.accounts()).toEqual([made]);
    expect(JSON.stringify(await store.accounts.accounts())).not.toContain('scrypt');
  });

  test(`${name} accounts: the operator is made once, even by two stores at once, and remembered`, async () => {
    const [one, two] = await Promise.all([openStore(), openStore()]);
    const [a, b] = await Promise.all([one.accounts.ensureOperator('op@example.com', at(0)), two.accounts.ensureOperator('op@example.com', at(0))]);
    expect(a.id).toBe(b.id);
    expect((await one.accounts.ensureOperator('other@example.com', at(5))).id).toBe(a.id);
    expect((await one.accounts.accounts()).map((account) => account.role)).toEqual(['operator']);
  });

  test(`${name} accounts: a link is used once, even by two requests at once, and never after it expired`, async () => {
    const store = await openStore();
    const operator = await store.accounts.ensureOperator('op@example.com', at(0));
    await store.accounts.createLink('hash-1', { kind: 'sign-in', accountId: operator.id, role: null, email: null, generationId: null, expiresAt: at(60) }, at(0));
    const uses = await Promise.all([store.accounts.useLink('hash-1', at(10)), store.accounts.useLink('hash-1', at(10))]);
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect(uses.find(Boolean)).toMatchObject({ kind: 'sign-in', accountId: operator.id, usedAt: at(10) });
    await store.accounts.createLink('hash-2', { kind: 'invitation', accountId: null, role: 'editor', email: 'x@example.com', generationId: null, expiresAt: at(60) }, at(0));
    expect(await store.accounts.useLink('hash-2', at(60))).toBeUndefined();
    expect(await store.accounts.link('hash-2')).toMatchObject({ kind: 'invitation', role: 'editor', email: 'x@example.com', usedAt: null });
    expect(await store.accounts.useLink('no-such-hash', at(1))).toBeUndefined();
  });

  test(`${name} accounts: an invitation counts its "taken" answers once each, even from two stores at once, and the one that reaches the limit spends it`, async () => {
    const [one, two] = await Promise.all([openStore(), openStore()]);
    const invitation = (expiresAt: string) => ({ kind: 'invitation' as const, accountId: null, role: 'editor' as const, email: null, generationId: null, expiresAt });
    await one.accounts.createLink('hash-open', invitation(at(60)), at(0));
    const limit = 3;
    const answers = await Promise.all(Array.from({ length: limit + 2 }, (_, index) => [one, two][index % 2]!.accounts.refuseInvitation('hash-open', limit, at(10))));
    expect(answers.flatMap((answer) => (answer ? [answer.refusals] : [])).sort()).toEqual([1, 2, 3]);
    expect(answers.filter((answer) => answer?.spent)).toEqual([{ refusals: limit, spent: true }]);
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(2);
    // Spent as a used link is: it no longer opens, nor makes an account.
    expect(await two.accounts.link('hash-open')).toMatchObject({ usedAt: at(10) });
    expect(await one.accounts.useLink('hash-open', at(11))).toBeUndefined();

    // Nothing to count on a link that is unknown, used, expired or no invitation; those stay as they were.
    expect(await one.accounts.refuseInvitation('no-such-hash', limit, at(10))).toBeUndefined();
    await one.accounts.createLink('hash-used', invitation(at(60)), at(0));
    await one.accounts.useLink('hash-used', at(5));
    expect(await one.accounts.refuseInvitation('hash-used', limit, at(10))).toBeUndefined();
    await one.accounts.createLink('hash-late', invitation(at(5)), at(0));
    expect(await one.accounts.refuseInvitation('hash-late', limit, at(10))).toBeUndefined();
    expect(await one.accounts.link('hash-late')).toMatchObject({ usedAt: null });
    const operator = await one.accounts.ensureOperator('op@example.com', at(0));
    await one.accounts.createLink('hash-sign-in', { kind: 'sign-in', accountId: operator.id, role: null, email: null, generationId: null, expiresAt: at(60) }, at(0));
    expect(await one.accounts.refuseInvitation('hash-sign-in', 1, at(10))).toBeUndefined();
    expect(await one.accounts.useLink('hash-sign-in', at(11))).toMatchObject({ kind: 'sign-in' });

    // Below the limit, the invitation still makes its account.
    await one.accounts.createLink('hash-twice', invitation(at(60)), at(0));
    expect(await one.accounts.refuseInvitation('hash-twice', limit, at(10))).toEqual({ refusals: 1, spent: false });
    expect(await two.accounts.refuseInvitation('hash-twice', limit, at(11))).toEqual({ refusals: 2, spent: false });
    expect(await two.accounts.useLink('hash-twice', at(12))).toMatchObject({ kind: 'invitation', usedAt: at(12) });
  });

  test(`${name} accounts: revoking ends every session of the account at once`, async () => {
    const store = await openStore();
    const account = await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: null, generations: [] }, at(0));
    await store.accounts.createSession('s1', account.id, at(0), at(600));
    await store.accounts.createSession('s2', account.id, at(0), at(600));
    await store.accounts.touchSession('s1', at(7));
    expect(await store.accounts.session('s1')).toMatchObject({ account: { email: 'ed@example.com' }, createdAt: at(0), seenAt: at(7), expiresAt: at(600) });
    expect(await store.accounts.revoke(account.id, at(8))).toBe(true);
    expect(await store.accounts.session('s1')).toBeUndefined();
    expect(await store.accounts.session('s2')).toBeUndefined();
    expect((await store.accounts.accountById(account.id))?.revokedAt).toBe(at(8));
    expect(await store.accounts.revoke('no-such-account', at(9))).toBe(false);
  });

  test(`${name} accounts: taking one generation from an account removes that grant and the account's links to it at once, and nothing else`, async () => {
    const store = await openStore();
    const [{ id: kept }, { id: taken }] = await Promise.all([store.create(newGenerationId(), defaultContent, defaultStyles), store.create(newGenerationId(), defaultContent, defaultStyles)]);
    const editor = await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: null, generations: [kept, taken] }, at(0));
    const other = await store.accounts.createAccount({ email: 'other@example.com', role: 'editor', passwordHash: null, generations: [taken] }, at(0));
    await store.accounts.createSession('s-ed', editor.id, at(0), at(600));
    const signIn = (accountId: string, generationId: string | null) => ({ kind: 'sign-in' as const, accountId, role: null, email: null, generationId, expiresAt: at(600) });
    await store.accounts.createLink('link-taken', signIn(editor.id, taken), at(1));
    await store.accounts.createLink('link-kept', signIn(editor.id, kept), at(1));
    await store.accounts.createLink('link-other', signIn(other.id, taken), at(1));

    expect(await store.accounts.ungrant(editor.id, taken)).toBe(true);
    expect((await store.accounts.accountById(editor.id))?.generations).toEqual([kept]);
    // The session stays, and from now on carries only the grants left: access is checked on every request.
    expect(await store.accounts.session('s-ed')).toMatchObject({ account: { email: 'ed@example.com', generations: [kept] } });
    expect(await store.accounts.link('link-taken')).toBeUndefined();
    expect(await store.accounts.useLink('link-kept', at(2))).toMatchObject({ generationId: kept });
    expect(await store.accounts.link('link-other')).toMatchObject({ accountId: other.id, usedAt: null });
    expect((await store.accounts.accountById(other.id))?.generations).toEqual([taken]);

    // A grant it does not hold (any more, or on no account) is nothing to take: false, and nothing changes.
    await store.accounts.createLink('link-again', signIn(editor.id, taken), at(3));
    expect(await store.accounts.ungrant(editor.id, taken)).toBe(false);
    expect(await store.accounts.link('link-again')).toMatchObject({ usedAt: null });
    expect(await store.accounts.ungrant('no-such-account', kept)).toBe(false);
    expect((await store.accounts.accountById(editor.id))?.generations).toEqual([kept]);
  });

  test(`${name} accounts: a revoked account's email may be given again: the same account comes back with only the new role, password and grants, its old sessions and links still dead`, async () => {
    const store = await openStore();
    const [{ id: first }, { id: second }] = await Promise.all([store.create(newGenerationId(), defaultContent, defaultStyles), store.create(newGenerationId(), defaultContent, defaultStyles)]);
    const old = await store.accounts.createAccount({ email: 'ed@example.com', role: 'operator', passwordHash: 'scrypt$old', generations: [first] }, at(0));
    const { id: owned } = await store.create(newGenerationId(), defaultContent, defaultStyles, undefined, old.id);
    await store.applyEdit(first, contentChange({ path: 'hero.title', content: 'Before the revocation' }), 'ed@example.com');
    await store.accounts.createSession('s-old', old.id, at(1), at(600));
    await store.accounts.createLink('link-old', { kind: 'sign-in', accountId: old.id, role: null, email: null, generationId: first, expiresAt: at(600) }, at(1));
    await store.accounts.revoke(old.id, at(2));
    // A link made for the account while it was revoked does not outlive it either.
    await store.accounts.createLink('link-revoked', { kind: 'sign-in', accountId: old.id, role: null, email: null, generationId: null, expiresAt: at(600) }, at(3));

    // Only a call that means to give the account back does (an invitation made for its email): any other is refused, the account left as it was.
    await expect(store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: 'scrypt$thief', generations: [second] }, at(4))).rejects.toBeInstanceOf(AccountExists);
    expect(await store.accounts.accountById(old.id)).toMatchObject({ passwordHash: 'scrypt$old', revokedAt: at(2), generations: [first] });

    const back = await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: 'scrypt$new', generations: [second], reclaim: true }, at(4));
    expect(back).toEqual({ id: old.id, email: 'ed@example.com', role: 'editor', generations: [second], createdAt: at(0), revokedAt: null });
    expect((await store.accounts.accountByEmail('ed@example.com'))?.passwordHash).toBe('scrypt$new');
    expect(await store.accounts.accounts()).toEqual([back]);
    expect(await store.accounts.session('s-old')).toBeUndefined();
    expect(await store.accounts.useLink('link-old', at(5))).toBeUndefined();
    expect(await store.accounts.useLink('link-revoked', at(5))).toBeUndefined();
    // What it did before stays its own: its edits' author, the generations it made.
    expect((await store.edits(first)).map((edit) => edit.author)).toEqual(['ed@example.com']);
    expect(await store.accounts.ownedCount(back.id)).toBe(1);
    expect(await store.accounts.generations()).toContainEqual(expect.objectContaining({ id: owned, owner: 'ed@example.com' }));
    // Active again, its email is taken as any other's.
    await expect(store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: null, generations: [] }, at(6))).rejects.toBeInstanceOf(AccountExists);
  });

  test(`${name} accounts: of two stores giving a revoked account's email again at once, one wins and the other is refused`, async () => {
    const [one, two] = await Promise.all([openStore(), openStore()]);
    const old = await one.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: 'scrypt$old', generations: [] }, at(0));
    await one.accounts.revoke(old.id, at(1));
    const attempts = await Promise.allSettled(
      [one, two].map((store, index) => store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: `scrypt$${index}`, generations: [], reclaim: true }, at(2))),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    expect(attempts.find((attempt) => attempt.status === 'rejected')?.reason).toBeInstanceOf(AccountExists);
    expect(await one.accounts.accounts()).toEqual([expect.objectContaining({ id: old.id, revokedAt: null })]);
  });

  test(`${name} accounts: failures are counted per key within a window, and old ones purged`, async () => {
    const store = await openStore();
    await store.accounts.recordFailure(['account:a', 'address:1'], at(0));
    await store.accounts.recordFailure(['account:a', 'address:2'], at(5));
    expect(await store.accounts.failures('account:a', at(-1))).toEqual({ count: 2, oldest: at(0) });
    expect(await store.accounts.failures('account:a', at(1))).toEqual({ count: 1, oldest: at(5) });
    expect(await store.accounts.failures('address:3', at(-1))).toEqual({ count: 0, oldest: null });
    await store.accounts.purge(at(10), at(3));
    expect(await store.accounts.failures('account:a', at(-1))).toEqual({ count: 1, oldest: at(5) });
  });

  test(`${name} accounts: deleting a generation removes it with its edits and grants, and counts and lists follow`, async () => {
    const store = await openStore();
    const owner = await store.accounts.ensureOperator('op@example.com', at(0));
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles, undefined, owner.id);
    const editor = await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: null, generations: [id] }, at(0));
    await store.applyEdit(id, contentChange({ path: 'hero.title', content: 'Edited' }), 'ed@example.com');
    expect(await store.accounts.ownedCount(owner.id)).toBe(1);
    expect(await store.accounts.generations()).toEqual([expect.objectContaining({ id, owner: 'op@example.com', revision: 1 })]);
    expect(await store.get(id)).toBeDefined();
    expect(await store.accounts.deleteGeneration(id)).toBe(true);
    expect(await store.get(id)).toBeUndefined();
    expect(await store.edits(id)).toEqual([]);
    expect((await store.accounts.accountById(editor.id))?.generations).toEqual([]);
    expect(await store.accounts.ownedCount(owner.id)).toBe(0);
    expect(await store.accounts.deleteGeneration(id)).toBe(false);
  });

  test(`${name} accounts: the expiry of unused generations takes their grants and links with them`, async () => {
    const store = await openStore();
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    const editor = await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: null, generations: [id] }, at(0));
    await store.accounts.createLink('hash-x', { kind: 'invitation', accountId: null, role: 'editor', email: null, generationId: id, expiresAt: at(60) }, at(0));
    expect(await store.expireUnused(new Date(Date.now() + 60_000))).toBe(1);
    expect(await store.get(id)).toBeUndefined();
    expect((await store.accounts.accountById(editor.id))?.generations).toEqual([]);
    expect(await store.accounts.link('hash-x')).toBeUndefined();
  });
}
