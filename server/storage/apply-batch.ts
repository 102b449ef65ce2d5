import type { ItemOutcome } from './group-commit';
import type { EditChange, EditedField, EditResult, Generation } from './preview-store';
import { SNAPSHOT_EVERY } from './replay-edits';
import type { EditRow } from './stored-rows';

/** One save of a batch: the generation it edits and the change. */
export type BatchItem = { id: string; change: EditChange; author?: string | null };

/** What applying a batch in memory gives: an outcome per item, the edit rows to store, each edited generation's new state. */
export type AppliedBatch = {
  outcomes: ItemOutcome<{ revision: number } | undefined>[];
  rows: EditRow[];
  after: Map<string, Generation>;
};

/** One key per field of one generation (kind, path and language). */
export const fieldKey = (id: string, { kind, path, locale }: EditedField) => JSON.stringify([id, kind, path, locale]);

/**
 * Applies a batch's edits in order, in memory, as both stores commit them: each edit sees the
 * generation and the field revisions the ones before it left; a change that throws is refused and
 * leaves nothing; an edit of a generation that does not exist is answered `undefined`.
 * `generation` gives a generation as stored, `storedFieldRevision` its field's latest stored
 * revision (0 when never edited); the caller stores `rows` and the new states in one transaction.
 */
export function applyBatch(
  batch: readonly BatchItem[],
  generation: (id: string) => Generation | undefined,
  storedFieldRevision: (id: string, field: EditedField) => number,
  now: string,
): AppliedBatch {
  const after = new Map<string, Generation>();
  const fieldRevisions = new Map<string, number>();
  const rows: EditRow[] = [];
  const outcomes = batch.map(({ id, change, author = null }): AppliedBatch['outcomes'][number] => {
    const current = after.get(id) ?? generation(id);
    if (!current) return { ok: true, value: undefined };
    const { kind, path, locale } = change.field;
    const key = fieldKey(id, change.field);
    let next: EditResult;
    try {
      next = change.apply(current, fieldRevisions.get(key) ?? storedFieldRevision(id, change.field));
    } catch (error) {
      return { ok: false, error };
    }
    const revision = current.revision + 1;
    rows.push({ generation_id: id, kind, path, locale, old_value: next.oldValue, new_value: next.newValue, revision, created_at: now, author });
    fieldRevisions.set(key, revision);
    const { content = current.content, translations = current.translations, styles = current.styles } = next;
    after.set(id, { ...current, content, translations, styles, revision, updatedAt: now });
    return { ok: true, value: { revision } };
  });
  return { outcomes, rows, after };
}

/**
 * Which edited generations get their row rewritten as a snapshot in this batch: every one due
 * after a read (later edits must replay on today's shape) and, of those at least SNAPSHOT_EVERY
 * edits past their snapshot, only the one longest without, so that generations edited in step do
 * not all make one batch slow. `snapshotRevision` is a generation's snapshot's revision.
 */
export function snapshotsDue(edited: Iterable<Generation>, snapshotRevision: (id: string) => number, dueAfterRead: (id: string) => boolean): Generation[] {
  const all = [...edited];
  const age = (generation: Generation) => generation.revision - snapshotRevision(generation.id);
  const oldest = all.filter((generation) => !dueAfterRead(generation.id) && age(generation) >= SNAPSHOT_EVERY).sort((a, b) => age(b) - age(a))[0];
  return all.filter((generation) => dueAfterRead(generation.id) || generation === oldest);
}
