import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { EditorSession, RETRY_MS, type Conflict, type EditorPorts } from './editor-session';
import { fieldKey, type Field } from './fields';
import { SaveConflict, SaveRefused, SaveSignedOut, SaveUnreachable } from './save-calls';

/** A stand-in for the preview server's rules: revisions, the 409 on a field changed since, outages. */
class FakeServer {
  revision = 0;
  down = false;
  signedOut = false;
  refuse = false;
  /** What the server says when it refuses a save. */
  refusal: string | null = 'hero.subtitle: must be at most 400 characters';
  readonly values = new Map<string, string>();
  readonly lastRevision = new Map<string, number>();
  readonly sent: { key: string; value: string; seen: number }[] = [];

  send = (field: Field, value: string, seen: number): Promise<number> => {
    const key = fieldKey(field);
    this.sent.push({ key, value, seen });
    if (this.down) return Promise.reject(new SaveUnreachable('Failed to update content'));
    if (this.signedOut) return Promise.reject(new SaveSignedOut('Failed to update content'));
    if (this.refuse) return Promise.reject(new SaveRefused('Failed to update content', this.refusal));
    const current = this.values.get(key) ?? 'default';
    const last = this.lastRevision.get(key) ?? 0;
    if (last > seen && current !== value) {
      return Promise.reject(new SaveConflict('Failed to update content', { error: 'changed', path: key, current, revision: last }));
    }
    return Promise.resolve(this.store(key, value));
  };

  /** Someone else's save, straight into the store. */
  store(key: string, value: string): number {
    this.revision++;
    this.values.set(key, value);
    this.lastRevision.set(key, this.revision);
    return this.revision;
  }
}

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

const title: Field = { kind: 'content', path: 'hero.title' };
const subtitle: Field = { kind: 'content', path: 'hero.subtitle' };
const background: Field = { kind: 'style', component: 'hero', stylePath: 'background' };

let server: FakeServer;
let storage: MemoryStorage;
let shown: Map<string, string>;
let conflicts: Conflict[];
let choice: 'mine' | 'theirs';
let settled: [string, string, string | null][];

function session(base = server.revision): EditorSession {
  const ports: EditorPorts = {
    send: server.send,
    apply: (field, value) => void shown.set(fieldKey(field), value),
    resolveConflict: (conflict) => {
      conflicts.push(conflict);
      return Promise.resolve(choice);
    },
    settled: (field, result, reason) => void settled.push([fieldKey(field), result, reason]),
    storage: storage as unknown as Storage,
  };
  return new EditorSession('gen-test', base, ports);
}

beforeEach(() => {
  server = new FakeServer();
  storage = new MemoryStorage();
  shown = new Map();
  conflicts = [];
  choice = 'mine';
  settled = [];
});
afterEach(() => vi.useRealTimers());

test('each save carries the revision the editor last saw of that field', async () => {
  server.store('content:en:hero.subtitle', 'before the page loaded');
  const editor = session();
  expect(await editor.save(title, 'default', 'One')).toBe('saved');
  expect(await editor.save(subtitle, 'before the page loaded', 'Two')).toBe('saved');
  expect(await editor.save(title, 'One', 'Three')).toBe('saved');
  expect(server.sent).toEqual([
    { key: 'content:en:hero.title', value: 'One', seen: 1 },
    { key: 'content:en:hero.subtitle', value: 'Two', seen: 1 },
    { key: 'content:en:hero.title', value: 'Three', seen: 2 },
  ]);
  expect(editor.snapshot()).toEqual({ status: 'saved', revision: 4, canUndo: true, canRedo: false });
  expect(shown.get('content:en:hero.title')).toBe('Three');
});

test('undo puts back the previous value, redo makes the change again, a new edit clears redo', async () => {
  const editor = session();
  await editor.save(title, 'default', 'One');
  await editor.save(background, '#0b1f3f', '#123456');
  expect(await editor.undo()).toBe('saved');
  expect(server.values.get('style:hero.background')).toBe('#0b1f3f');
  expect(await editor.undo()).toBe('saved');
  expect(server.values.get('content:en:hero.title')).toBe('default');
  expect(shown.get('content:en:hero.title')).toBe('default');
  expect(await editor.undo()).toBeUndefined();
  expect(editor.snapshot()).toMatchObject({ canUndo: false, canRedo: true });
  expect(await editor.redo()).toBe('saved');
  expect(server.values.get('content:en:hero.title')).toBe('One');
  expect(editor.snapshot()).toMatchObject({ canUndo: true, canRedo: true });
  await editor.save(subtitle, 'default', 'New');
  expect(editor.snapshot()).toMatchObject({ canRedo: false });
  expect(await editor.redo()).toBeUndefined();
  expect(server.revision).toBe(6);
});

test('undo and redo outlive a reload of the page (a new session on the same tab storage)', async () => {
  await session().save(title, 'default', 'Before reload');
  const reloaded = session();
  expect(reloaded.snapshot().canUndo).toBe(true);
  expect(await reloaded.undo()).toBe('saved');
  expect(server.values.get('content:en:hero.title')).toBe('default');
  expect(await session().redo()).toBe('saved');
  expect(server.values.get('content:en:hero.title')).toBe('Before reload');
});

test('undoing twice in a row never conflicts with the editor’s own changes', async () => {
  const editor = session();
  await editor.save(title, 'default', 'A');
  await editor.save(title, 'A', 'B');
  expect(await editor.undo()).toBe('saved');
  expect(await editor.undo()).toBe('saved');
  expect(conflicts).toEqual([]);
  expect(server.values.get('content:en:hero.title')).toBe('default');
});

test('a field someone else changed asks the editor; keeping mine saves over theirs knowingly', async () => {
  const editor = session();
  server.store('content:en:hero.title', 'Theirs');
  expect(await editor.save(title, 'default', 'Mine')).toBe('saved');
  expect(conflicts).toEqual([{ field: title, mine: 'Mine', theirs: 'Theirs' }]);
  expect(server.sent.map((call) => call.seen)).toEqual([0, 1]);
  expect(server.values.get('content:en:hero.title')).toBe('Mine');
});

test('taking theirs stores nothing, shows their value and counts it as seen', async () => {
  const editor = session();
  server.store('content:en:hero.title', 'Theirs');
  choice = 'theirs';
  expect(await editor.save(title, 'default', 'Mine')).toBe('theirs');
  expect(server.values.get('content:en:hero.title')).toBe('Theirs');
  expect(shown.get('content:en:hero.title')).toBe('Theirs');
  expect(editor.snapshot().canUndo).toBe(false);
  expect(await editor.save(title, 'Theirs', 'After seeing theirs')).toBe('saved');
  expect(conflicts).toHaveLength(1);
});

test('undo of a change someone has since changed again asks first', async () => {
  const editor = session();
  await editor.save(title, 'default', 'Mine');
  server.store('content:en:hero.title', 'Theirs on top');
  choice = 'theirs';
  expect(await editor.undo()).toBe('theirs');
  expect(server.values.get('content:en:hero.title')).toBe('Theirs on top');
  expect(conflicts).toEqual([{ field: title, mine: 'default', theirs: 'Theirs on top' }]);
});

test('a save the server refuses fails and keeps nothing; a refused undo stays to undo', async () => {
  const editor = session();
  await editor.save(title, 'default', 'Kept');
  server.refuse = true;
  expect(await editor.save(subtitle, 'default', 'Refused')).toBe('failed');
  expect(await editor.undo()).toBe('failed');
  expect(editor.snapshot()).toMatchObject({ status: 'saved', canUndo: true });
  server.refuse = false;
  expect(await editor.undo()).toBe('saved');
  expect(server.values.get('content:en:hero.title')).toBe('default');
});

test('a refused save keeps the server’s reason for the editor’s notice, until the field saves again', async () => {
  const editor = session();
  server.refuse = true;
  expect(await editor.save(subtitle, 'default', 'x'.repeat(401))).toBe('failed');
  expect(editor.refusalOf(subtitle)).toBe('hero.subtitle: must be at most 400 characters');
  expect(editor.refusalOf(title)).toBeNull();
  server.refusal = null;
  expect(await editor.save(title, 'default', '')).toBe('failed');
  expect(editor.refusalOf(title)).toBeNull();
  server.refuse = false;
  expect(await editor.save(subtitle, 'default', 'Short')).toBe('saved');
  expect(editor.refusalOf(subtitle)).toBeNull();
});

test('offline, saves are kept in order across a reload and retried until they reach the server', async () => {
  vi.useFakeTimers();
  const editor = session();
  server.down = true;
  expect(await editor.save(title, 'default', 'Offline one')).toBe('kept');
  expect(editor.snapshot().status).toBe('offline');
  expect(await editor.save(title, 'Offline one', 'Offline two')).toBe('kept');
  expect(shown.get('content:en:hero.title')).toBe('Offline two');
  expect(editor.snapshot()).toMatchObject({ canUndo: false });
  editor.dispose();

  const reloaded = session(0);
  shown.clear();
  reloaded.resume();
  expect(shown.get('content:en:hero.title')).toBe('Offline two');
  await vi.advanceTimersByTimeAsync(RETRY_MS);
  expect(reloaded.snapshot().status).toBe('offline');
  server.down = false;
  await vi.advanceTimersByTimeAsync(RETRY_MS);
  expect(server.values.get('content:en:hero.title')).toBe('Offline two');
  expect(server.lastRevision.get('content:en:hero.title')).toBe(2);
  expect(settled).toEqual([
    ['content:en:hero.title', 'saved', null],
    ['content:en:hero.title', 'saved', null],
  ]);
  expect(reloaded.snapshot()).toMatchObject({ status: 'saved', canUndo: true, revision: 2 });
  expect(conflicts).toEqual([]);
});

test('a save refused for want of a session is kept, says so, and is stored once signed in again', async () => {
  vi.useFakeTimers();
  const editor = session();
  server.signedOut = true;
  expect(await editor.save(title, 'default', 'Typed while signed out')).toBe('kept');
  expect(editor.snapshot().status).toBe('signed-out');
  expect(shown.get('content:en:hero.title')).toBe('Typed while signed out');
  server.signedOut = false;
  await vi.advanceTimersByTimeAsync(RETRY_MS);
  expect(server.values.get('content:en:hero.title')).toBe('Typed while signed out');
  expect(editor.snapshot().status).toBe('saved');
});

test('a kept save the server then refuses puts the old value back and says so', async () => {
  const editor = session();
  server.down = true;
  await editor.save(subtitle, 'default', 'Will be refused');
  server.down = false;
  server.refuse = true;
  await editor.retry();
  expect(shown.get('content:en:hero.subtitle')).toBe('default');
  expect(settled).toEqual([['content:en:hero.subtitle', 'failed', 'hero.subtitle: must be at most 400 characters']]);
  expect(editor.snapshot().status).toBe('saved');
});

test('a journal that is not one (tampered with, or from an older editor) starts empty', () => {
  for (const stored of [
    'not json',
    '[]',
    '{"undo":[{"field":{"kind":"content"}}]}',
    '{"pending":[{"field":{"kind":"style","component":"x","stylePath":"y"},"from":"a","to":"b","seen":"1","origin":"edit"}]}',
  ]) {
    storage.setItem('brightmoose.editor.gen-test', stored);
    expect(session().snapshot(), stored).toEqual({ status: 'saved', revision: 0, canUndo: false, canRedo: false });
  }
});

test('the bar sees one snapshot until something changes, and is told when it does', async () => {
  const editor = session();
  const listener = vi.fn();
  editor.subscribe(listener);
  expect(editor.snapshot()).toBe(editor.snapshot());
  const before = editor.snapshot();
  const saving = editor.save(title, 'default', 'x');
  expect(editor.snapshot().status).toBe('saving');
  await saving;
  expect(editor.snapshot()).not.toBe(before);
  expect(listener).toHaveBeenCalled();
});

test('the same path in English and in French are two fields: revisions, values and undo keep them apart', async () => {
  const frenchTitle: Field = { kind: 'content', path: 'hero.title', locale: 'fr' };
  const editor = session();
  expect(await editor.save(title, 'default', 'English title')).toBe('saved');
  expect(await editor.save(frenchTitle, 'default', 'Titre français')).toBe('saved');
  expect(server.sent.map((sent) => sent.key)).toEqual(['content:en:hero.title', 'content:fr:hero.title']);
  // The French save saw the French field as the page loaded it, not at the English save's revision.
  expect(server.sent[1]!.seen).toBe(server.sent[0]!.seen);
  expect(await editor.undo()).toBe('saved');
  expect(server.values.get('content:fr:hero.title')).toBe('default');
  expect(server.values.get('content:en:hero.title')).toBe('English title');
});

test('two saves that conflict at once ask one at a time, and both end (a palette closing with two colours someone else changed)', async () => {
  const titleColour: Field = { kind: 'style', component: 'hero', stylePath: 'title' };
  server.store(fieldKey(background), '#112233');
  server.store(fieldKey(titleColour), '#eeeeee');
  const open: ((choice: 'mine' | 'theirs') => void)[] = [];
  const editor = new EditorSession('gen-test', 0, {
    send: server.send,
    apply: (field, value) => void shown.set(fieldKey(field), value),
    // The page has room for one question: a second must wait until the first is answered.
    resolveConflict: (conflict) => {
      conflicts.push(conflict);
      return new Promise((resolve) => open.push(resolve));
    },
    settled: () => {},
    storage: storage as unknown as Storage,
  });
  const saves = [editor.save(background, '#000080', '#2a4d8f'), editor.save(titleColour, '#ffffff', '#fafafa')];
  await vi.waitFor(() => expect(open).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(conflicts).toHaveLength(1);
  open[0]!('mine');
  await vi.waitFor(() => expect(open).toHaveLength(2));
  open[1]!('theirs');
  expect(await Promise.all(saves)).toEqual(['saved', 'theirs']);
  expect(server.values.get(fieldKey(background))).toBe('#2a4d8f');
  expect(shown.get(fieldKey(titleColour))).toBe('#eeeeee');
  expect(editor.snapshot().status).toBe('saved');
});

test('flushed waits for the saves under way and says whether everything is stored', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const send = server.send;
  server.send = async (...args) => {
    await held;
    return send(...args);
  };
  const editor = session();
  const saving = editor.save(title, 'default', 'Typed, then Publish');
  let done = false;
  const flushed = editor.flushed().then((stored) => ((done = true), stored));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done).toBe(false);
  release();
  expect(await flushed).toBe(true);
  expect(await saving).toBe('saved');
  server.down = true;
  expect(await editor.save(title, 'Typed, then Publish', 'On a train')).toBe('kept');
  expect(await editor.flushed()).toBe(false);
  editor.dispose();
});
