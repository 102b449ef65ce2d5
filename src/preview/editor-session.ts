import { isLocale } from '../../core/locale';
import { fieldKey, type Field } from './fields';
import { SaveConflict, SaveRefused, SaveSignedOut, SaveUnreachable } from './save-calls';

/** What the editor bar says about saving. */
export type EditorStatus = 'saved' | 'saving' | 'offline' | 'signed-out';

/** One change the editor made, with the generation revision that stored it. */
export type Change = { field: Field; from: string; to: string; revision: number };

/** A save that could not reach the server yet, kept (across reloads of the tab) and retried. */
type Pending = { field: Field; from: string; to: string; seen: number; origin: Origin };

/** Why a value is being saved: an edit (or a restore from the history), an undo or a redo. */
type Origin = 'edit' | 'undo' | 'redo';

/**
 * How a save ended: stored; kept to retry (offline); the editor took the other person's value;
 * refused by the server (the previous value stays).
 */
export type SaveResult = 'saved' | 'kept' | 'theirs' | 'failed';

/** A save refused because someone else changed the field: what the editor chooses between. */
export type Conflict = { field: Field; mine: string; theirs: string };

/** What the session needs from the page: the server, the page's state and the editor's choices. */
export type EditorPorts = {
  /** Sends one value with the revision the editor saw; resolves the new revision or throws SaveConflict, SaveUnreachable or an Error. */
  send(field: Field, value: string, seen: number): Promise<number>;
  /** Shows a value in the page (after a save, an undo, a conflict taken, a refused offline save). */
  apply(field: Field, value: string): void;
  /** Asks the editor to keep their value or take the other one. */
  resolveConflict(conflict: Conflict): Promise<'mine' | 'theirs'>;
  /** Tells the editor how a save that was kept for later ended, with the server's reason when it refused it. */
  settled(field: Field, result: 'saved' | 'failed' | 'theirs', reason: string | null): void;
  /** Per-tab storage that survives reloads (sessionStorage), or null. */
  storage: Storage | null;
};

/** How many changes undo remembers. */
export const UNDO_LIMIT = 100;
/** How long a kept save waits before it is tried again, unless the browser comes back online first. */
export const RETRY_MS = 5000;

type Journal = { undo: Change[]; redo: Change[]; pending: Pending[] };
export type EditorSnapshot = { status: EditorStatus; revision: number; canUndo: boolean; canRedo: boolean };

/**
 * The editor's side of one generation in one tab: every save goes through it. It carries the
 * revision the editor last saw of each field (so the server can refuse to overwrite someone
 * else's change), keeps undo and redo of the editor's own changes and the saves that could not
 * reach the server in session storage (a reload keeps them), and retries those in order.
 */
export class EditorSession {
  private readonly seen = new Map<string, number>();
  /** The server's reason for the last refused save of each field (fieldKey). */
  private readonly refusals = new Map<string, string | null>();
  private readonly listeners = new Set<() => void>();
  private readonly journal: Journal;
  private readonly storageKey: string;
  private inflight = 0;
  /** Whether the last save that could not be stored was refused for want of a session (401). */
  private signedOut = false;
  private revision: number;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retrying: Promise<void> | undefined;
  /** The conflict question on screen (or none): the page asks one at a time. */
  private asking: Promise<unknown> = Promise.resolve();
  private snapshotCache: EditorSnapshot | undefined;
  private disposed = false;

  constructor(
    generationId: string,
    private readonly baseRevision: number,
    private readonly ports: EditorPorts,
  ) {
    this.revision = baseRevision;
    this.storageKey = `brightmoose.editor.${generationId}`;
    this.journal = readJournal(ports.storage, this.storageKey);
  }

  /** Shows the saves a previous load of this tab could not make, and tries them again. */
  resume(): void {
    for (const pending of this.journal.pending) this.ports.apply(pending.field, pending.to);
    if (this.journal.pending.length) void this.retry();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What the bar shows; the same object until something changes (for useSyncExternalStore). */
  snapshot = (): EditorSnapshot => {
    this.snapshotCache ??= {
      status: this.journal.pending.length ? (this.signedOut ? 'signed-out' : 'offline') : this.inflight ? 'saving' : 'saved',
      revision: this.revision,
      canUndo: this.journal.undo.length > 0 && this.idle(),
      canRedo: this.journal.redo.length > 0 && this.idle(),
    };
    return this.snapshotCache;
  };

  /** Saves an edit the editor made (or a value restored from the history). */
  save(field: Field, from: string, to: string): Promise<SaveResult> {
    return this.commit(field, from, to, 'edit', this.seenOf(field));
  }

  /** Puts back the value before the editor's last change; undefined when there is nothing to undo (or a save is under way). */
  undo(): Promise<SaveResult | undefined> {
    return this.replay('undo');
  }

  /** Makes the last undone change again. */
  redo(): Promise<SaveResult | undefined> {
    return this.replay('redo');
  }

  private async replay(origin: 'undo' | 'redo'): Promise<SaveResult | undefined> {
    const stack = this.journal[origin];
    const change = this.idle() ? stack.pop() : undefined;
    if (!change) return undefined;
    this.persist();
    const [from, to] = origin === 'undo' ? [change.to, change.from] : [change.from, change.to];
    const result = await this.commit(change.field, from, to, origin, Math.max(change.revision, this.seenOf(change.field)));
    if (result === 'failed') {
      // The server refused it: the change stays where it was, to try again.
      this.journal[origin].push(change);
      this.persist();
    }
    return result;
  }

  /** Whether a save is on its way to the server now (a page that went away would never learn how it ended). */
  saving = (): boolean => this.inflight > 0;

  /**
   * Waits until no save is under way (each ends stored, refused, kept or answered by the editor),
   * then tells whether every change is stored: false while some are kept to retry.
   */
  flushed = async (): Promise<boolean> => {
    while (this.inflight > 0) {
      await new Promise<void>((resolve) => {
        const stop = this.subscribe(() => {
          if (this.inflight > 0) return;
          stop();
          resolve();
        });
      });
    }
    return this.journal.pending.length === 0;
  };

  /** Why the server refused the last failed save of a field, in its own words; null when it gave no reason or the save did not fail. */
  refusalOf(field: Field): string | null {
    return this.refusals.get(fieldKey(field)) ?? null;
  }

  /** Records that the editor has seen a field as stored at a revision (from the history). */
  sawField(field: Field, revision: number): void {
    this.seen.set(fieldKey(field), Math.max(revision, this.seenOf(field)));
  }

  /** Tries the kept saves again, in order; stops at the first that still cannot reach the server. */
  retry(): Promise<void> {
    this.retrying ??= this.drain().finally(() => {
      this.retrying = undefined;
    });
    return this.retrying;
  }

  /** Stops retrying (the page is going away); what is kept stays in storage for the next load. */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    this.listeners.clear();
  }

  private idle(): boolean {
    return this.inflight === 0 && this.journal.pending.length === 0;
  }

  private seenOf(field: Field): number {
    return this.seen.get(fieldKey(field)) ?? this.baseRevision;
  }

  private async commit(field: Field, from: string, to: string, origin: Origin, seen: number): Promise<SaveResult> {
    if (this.journal.pending.length) {
      // Saves wait behind the kept ones, so the server gets them in the order they were made.
      this.keep({ field, from, to, seen, origin });
      void this.retry();
      return 'kept';
    }
    this.inflight++;
    this.changed();
    try {
      const result = await this.attempt({ field, from, to, seen, origin });
      if (result === 'unreachable') {
        this.keep({ field, from, to, seen, origin });
        this.scheduleRetry();
        return 'kept';
      }
      return result;
    } finally {
      this.inflight--;
      this.changed();
    }
  }

  /** One save, asking the editor when it conflicts; 'unreachable' leaves the caller to keep it. */
  private async attempt({ field, from, to, seen, origin }: Pending): Promise<Exclude<SaveResult, 'kept'> | 'unreachable'> {
    // A kept save may follow the editor's own earlier save of the field: that one was seen too.
    let revision = Math.max(seen, this.seen.get(fieldKey(field)) ?? 0);
    for (;;) {
      try {
        const saved = await this.ports.send(field, to, revision);
        this.refusals.delete(fieldKey(field));
        this.stored(field, saved);
        this.ports.apply(field, to);
        this.record(origin, { field, from, to, revision: saved });
        this.signedOut = false;
        return 'saved';
      } catch (error) {
        if (error instanceof SaveUnreachable) {
          this.signedOut = error instanceof SaveSignedOut;
          return 'unreachable';
        }
        if (!(error instanceof SaveConflict)) {
          this.refusals.set(fieldKey(field), error instanceof SaveRefused ? error.reason : null);
          return 'failed';
        }
        const { current, revision: theirs } = error.conflict;
        if ((await this.ask({ field, mine: to, theirs: current })) === 'mine') {
          revision = theirs;
          continue;
        }
        this.stored(field, theirs);
        this.ports.apply(field, current);
        return 'theirs';
      }
    }
  }

  /**
   * Asks the editor about one conflict once any question before it is answered: saves that
   * conflict at once (a palette closing with several colours someone else changed) would otherwise
   * ask over each other, and the answer to the first would never reach its save.
   */
  private ask(conflict: Conflict): Promise<'mine' | 'theirs'> {
    const answer = this.asking.then(() => this.ports.resolveConflict(conflict));
    this.asking = answer.catch(() => undefined);
    return answer;
  }

  private async drain(): Promise<void> {
    clearTimeout(this.retryTimer);
    while (this.journal.pending.length && !this.disposed) {
      const pending = this.journal.pending[0]!;
      const result = await this.attempt(pending);
      if (result === 'unreachable') {
        this.scheduleRetry();
        return;
      }
      this.journal.pending.shift();
      this.persist();
      if (result === 'failed') this.ports.apply(pending.field, pending.from);
      this.ports.settled(pending.field, result, result === 'failed' ? this.refusalOf(pending.field) : null);
    }
  }

  private scheduleRetry() {
    clearTimeout(this.retryTimer);
    if (this.disposed) return;
    this.retryTimer = setTimeout(() => void this.retry(), RETRY_MS);
  }

  private stored(field: Field, revision: number) {
    this.sawField(field, revision);
    this.revision = Math.max(this.revision, revision);
  }

  private record(origin: Origin, change: Change) {
    if (origin === 'undo') {
      // The undo saved the change backwards; redo makes it forwards again.
      this.journal.redo.push({ ...change, from: change.to, to: change.from });
    } else {
      if (origin === 'edit') this.journal.redo = [];
      this.journal.undo.push(change);
      this.journal.undo.splice(0, Math.max(0, this.journal.undo.length - UNDO_LIMIT));
    }
    this.persist();
  }

  private keep(pending: Pending) {
    this.journal.pending.push(pending);
    this.ports.apply(pending.field, pending.to);
    this.persist();
  }

  private persist() {
    try {
      this.ports.storage?.setItem(this.storageKey, JSON.stringify(this.journal));
    } catch {
      // Storage full or refused: undo and kept saves still work until the tab is closed.
    }
    this.changed();
  }

  private changed() {
    this.snapshotCache = undefined;
    for (const listener of this.listeners) listener();
  }
}

/** The tab's journal for a generation; anything unreadable (or tampered with) starts empty. */
function readJournal(storage: Storage | null, key: string): Journal {
  const empty: Journal = { undo: [], redo: [], pending: [] };
  try {
    const raw: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (!isRecord(raw)) return empty;
    return {
      undo: listOf(raw.undo, isChange),
      redo: listOf(raw.redo, isChange),
      pending: listOf(raw.pending, isPending),
    };
  } catch {
    return empty;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf<T>(value: unknown, check: (item: unknown) => item is T): T[] {
  return Array.isArray(value) && value.every(check) ? value : [];
}

function isField(value: unknown): value is Field {
  if (!isRecord(value)) return false;
  if (value.kind === 'content') return typeof value.path === 'string' && (value.locale === undefined || isLocale(value.locale));
  return value.kind === 'style' && typeof value.component === 'string' && typeof value.stylePath === 'string';
}

function isChange(value: unknown): value is Change {
  return isRecord(value) && isField(value.field) && typeof value.from === 'string' && typeof value.to === 'string' && Number.isSafeInteger(value.revision);
}

function isPending(value: unknown): value is Pending {
  return (
    isRecord(value) &&
    isField(value.field) &&
    typeof value.from === 'string' &&
    typeof value.to === 'string' &&
    Number.isSafeInteger(value.seen) &&
    (value.origin === 'edit' || value.origin === 'undo' || value.origin === 'redo')
  );
}
