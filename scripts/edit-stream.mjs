// The edits the server scripts (bench-server.mjs, crash-server.mjs) send and check: text edits in
// both languages and colour edits, each carrying a value unique to its client and count, so the
// stored history can be compared with what the server acknowledged, edit by edit.
import { register } from 'tsx/esm/api';
import { apiHeaders } from './operator-token.mjs';

register();
// The compaction rule's one source: an edit may be folded away only when older than the newest KEEP_EDITS.
const { KEEP_EDITS } = await import('../server/storage/history-bounds.ts');

/** Fields the edits go to: a few texts per language and a few colours, shared by all clients. */
const FIELDS = [
  { kind: 'content', path: 'hero.title', locale: 'en' },
  { kind: 'content', path: 'hero.subtitle', locale: 'en' },
  { kind: 'content', path: 'about.title', locale: 'en' },
  { kind: 'content', path: 'hero.title', locale: 'fr' },
  { kind: 'content', path: 'hero.subtitle', locale: 'fr' },
  { kind: 'style', path: 'hero.background' },
  { kind: 'style', path: 'header.accent' },
  { kind: 'style', path: 'footer.link' },
];

/**
 * The k-th edit of a stream: where it goes (URL path under the generation), its body, and the
 * field and value it stores. Values are unique for k below 16 million (colours in the server's
 * normal form, lower-case hex), so an acknowledgement names its edit by value.
 */
export function editOf(k) {
  const field = FIELDS[k % FIELDS.length];
  if (field.kind === 'content') {
    const content = `Edit ${k} ${field.locale === 'fr' ? 'été' : 'summer'}`;
    const body = field.locale === 'en' ? { path: field.path, content } : { path: field.path, content, locale: field.locale };
    return { url: 'content', body, field: fieldKey(field.kind, field.path, field.locale), value: content };
  }
  const [componentName, stylePath] = field.path.split('.');
  const value = `#${(k % 0xffffff).toString(16).padStart(6, '0')}`;
  return { url: 'styles/v2', body: { componentName, stylePath, value }, field: fieldKey(field.kind, field.path, null), value };
}

/** The value an accepted save's reply says it stored (text or colour). */
export function savedValue(reply) {
  return reply.content ?? reply.value;
}

/** One key per stored field: kind, path and language (colours have none). */
export function fieldKey(kind, path, locale) {
  return `${kind}:${path}:${locale ?? '-'}`;
}

/** Creates a generation through the server's own endpoint and returns its id. */
export async function newGeneration(url) {
  const response = await fetch(`${url}/api/generations`, { method: 'POST', headers: apiHeaders({ 'content-type': 'application/json' }), body: '{}' });
  if (response.status !== 201) throw new Error(`POST /api/generations answered ${response.status}: ${await response.text()}`);
  return (await response.json()).id;
}

/**
 * Compares a generation's stored history with the edits the server acknowledged for it:
 * `acknowledged` maps revision -> { field, value }. Returns a list of problems (empty when every
 * acknowledged edit is stored as acknowledged, revisions run 1..N without gaps, and no stored edit
 * is one the clients did not send). `sent` (optional) is the set of `field=value` strings sent
 * but not acknowledged (a request cut by a crash may or may not have been stored).
 */
export async function checkHistory(url, generationId, acknowledged, sent = new Set()) {
  const history = await fetchHistory(url, generationId);
  if (history.error) return [history.error];
  const { revision, edits } = history;
  const problems = [];
  const stored = new Map(edits.map((edit) => [edit.revision, edit]));
  if (stored.size !== edits.length) problems.push(`${generationId}: two stored edits share a revision`);
  // Compaction may fold an edit away only when it is older than the newest KEEP_EDITS and a later
  // edit of its field is kept (docs/decisions/027); every other revision must be there.
  const laterOfField = new Map();
  for (const edit of edits) {
    const key = fieldKey(edit.kind, edit.path, edit.locale);
    laterOfField.set(key, Math.max(laterOfField.get(key) ?? 0, edit.revision));
  }
  const folded = (rev, field) => rev <= revision - KEEP_EDITS && (field === undefined || (laterOfField.get(field) ?? 0) > rev);
  for (let expected = 1; expected <= revision; expected++) if (!stored.has(expected) && !folded(expected)) problems.push(`${generationId}: revision ${expected} is missing`);
  for (const [rev, edit] of acknowledged) {
    const row = stored.get(rev);
    const rowField = row && fieldKey(row.kind, row.path, row.locale);
    if (!row && folded(rev, edit.field)) continue;
    if (!row) problems.push(`${generationId}: acknowledged revision ${rev} is not stored`);
    else if (rowField !== edit.field || row.newValue !== edit.value) problems.push(`${generationId}: revision ${rev} holds ${rowField}=${row.newValue}, acknowledged ${edit.field}=${edit.value}`);
  }
  for (const edit of edits) {
    if (acknowledged.has(edit.revision)) continue;
    const key = `${fieldKey(edit.kind, edit.path, edit.locale)}=${edit.newValue}`;
    if (!sent.has(key)) problems.push(`${generationId}: revision ${edit.revision} (${key}) was never acknowledged`);
  }
  return problems;
}

/**
 * Checks that a generation's stored state agrees with its history: each edited field holds the
 * value of its latest edit (a half-written save would leave the two apart). Returns problems.
 */
export async function checkState(url, generationId) {
  const [history, exported] = await Promise.all([fetchHistory(url, generationId), fetch(`${url}/api/preview/${generationId}/export`, { headers: apiHeaders() }).then((response) => response.json())]);
  if (history.error) return [history.error];
  const latest = new Map();
  for (const edit of history.edits) if (!latest.has(fieldKey(edit.kind, edit.path, edit.locale))) latest.set(fieldKey(edit.kind, edit.path, edit.locale), edit);
  const problems = exported.revision === history.revision ? [] : [`${generationId}: export at revision ${exported.revision}, history at ${history.revision}`];
  for (const edit of latest.values()) {
    const stored = storedValue(exported, edit);
    if (stored !== edit.newValue) problems.push(`${generationId}: ${edit.path} holds ${JSON.stringify(stored)}, its latest edit (revision ${edit.revision}) set ${JSON.stringify(edit.newValue)}`);
  }
  return problems;
}

/**
 * A generation's whole kept history, newest first, read page by page (500 edits each) through the
 * history endpoint's cursor: `{ revision, edits }`, or `{ error }` when a page is refused.
 */
export async function fetchHistory(url, generationId) {
  const edits = [];
  let revision;
  for (let before = null; ;) {
    const response = await fetch(`${url}/api/preview/${generationId}/history?limit=500${before === null ? '' : `&before=${before}`}`, { headers: apiHeaders() });
    if (!response.ok) return { error: `history of ${generationId} answered ${response.status}` };
    const page = await response.json();
    revision ??= page.revision;
    edits.push(...page.edits);
    if (!page.more) return { revision, edits };
    before = page.before;
  }
}

function storedValue(file, edit) {
  const [first, second] = edit.path.split('.');
  if (edit.kind === 'style') return file.styles[first]?.[second];
  const edition = edit.locale === 'en' ? file.content : file.translations[edit.locale];
  return edit.path.split('.').reduce((value, key) => value?.[key], edition);
}
