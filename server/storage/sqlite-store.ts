import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { defaultTranslations } from '../../src/content/editions';
import type { Locale } from '../../src/content/locale';
import { readStoredData } from '../../src/content/upgrade-content';
import type { EditChange, EditRecord, Generation, PreviewStore } from './preview-store';

/** Schema migrations, applied in order; PRAGMA user_version records how many have run. */
const MIGRATIONS = [
  `CREATE TABLE generations (
     id TEXT PRIMARY KEY,
     content TEXT NOT NULL,
     styles TEXT NOT NULL,
     revision INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE edits (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     generation_id TEXT NOT NULL REFERENCES generations(id),
     kind TEXT NOT NULL CHECK (kind IN ('content', 'style')),
     path TEXT NOT NULL,
     old_value TEXT NOT NULL,
     new_value TEXT NOT NULL,
     revision INTEGER NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX edits_by_generation ON edits (generation_id, revision);`,
  // The latest edit of one field, asked for by every save that carries a revision.
  `CREATE INDEX edits_by_field ON edits (generation_id, kind, path, revision);`,
  // A second language: each generation keeps its other editions (French) beside its English
  // content, and each text edit names the edition it changed (earlier ones were English).
  `ALTER TABLE generations ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
   ALTER TABLE edits ADD COLUMN locale TEXT;
   UPDATE edits SET locale = 'en' WHERE kind = 'content';`,
];

type GenerationRow = { id: string; content: string; translations: string; styles: string; revision: number; created_at: string; updated_at: string };
type EditRow = {
  generation_id: string;
  kind: 'content' | 'style';
  path: string;
  locale: Locale | null;
  old_value: string;
  new_value: string;
  revision: number;
  created_at: string;
};

/** Opens (creating and migrating) the SQLite file at `path` in WAL mode. */
export function openSqliteStore(path: string): PreviewStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const insertGeneration = db.prepare(
    'INSERT INTO generations (id, content, translations, styles, revision, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?)',
  );
  const selectGeneration = db.prepare<[string], GenerationRow>('SELECT * FROM generations WHERE id = ?');
  const selectLatest = db.prepare<[], GenerationRow>('SELECT * FROM generations ORDER BY created_at DESC, rowid DESC LIMIT 1');
  const updateGeneration = db.prepare(
    'UPDATE generations SET content = ?, translations = ?, styles = ?, revision = ?, updated_at = ? WHERE id = ? AND revision = ?',
  );
  const insertEdit = db.prepare(
    'INSERT INTO edits (generation_id, kind, path, locale, old_value, new_value, revision, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const selectEdits = db.prepare<[string], EditRow>('SELECT * FROM edits WHERE generation_id = ? ORDER BY revision');
  const selectFieldRevision = db.prepare<[string, string, string, string | null], { revision: number | null }>(
    'SELECT MAX(revision) AS revision FROM edits WHERE generation_id = ? AND kind = ? AND path = ? AND locale IS ?',
  );

  const get = (id: string) => {
    const row = selectGeneration.get(id);
    return row ? toGeneration(row) : undefined;
  };

  const applyEdit: PreviewStore['applyEdit'] = db.transaction((id: string, change: EditChange) => {
    const generation = get(id);
    if (!generation) return undefined;
    const next = change(generation, { lastRevision: (kind, path, locale) => selectFieldRevision.get(id, kind, path, locale)?.revision ?? 0 });
    const revision = generation.revision + 1;
    const now = new Date().toISOString();
    const content = JSON.stringify(next.content ?? generation.content);
    const translations = JSON.stringify(next.translations ?? generation.translations);
    const styles = JSON.stringify(next.styles ?? generation.styles);
    const updated = updateGeneration.run(content, translations, styles, revision, now, id, generation.revision);
    if (updated.changes !== 1) throw new Error('generation changed during the edit');
    const { kind, path, locale, oldValue, newValue } = next.record;
    insertEdit.run(id, kind, path, locale, oldValue, newValue, revision, now);
    return { revision };
  });

  return {
    create(id, content, styles, translations = defaultTranslations) {
      const now = new Date().toISOString();
      insertGeneration.run(id, JSON.stringify(content), JSON.stringify(translations), JSON.stringify(styles), now, now);
      return get(id)!;
    },
    get,
    latest() {
      const row = selectLatest.get();
      return row ? toGeneration(row) : undefined;
    },
    applyEdit,
    edits(id) {
      return selectEdits.all(id).map(toEdit);
    },
    close() {
      db.close();
    },
  };
}

function migrate(db: Database.Database) {
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let index = version; index < MIGRATIONS.length; index++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[index]!);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}

function toGeneration(row: GenerationRow): Generation {
  // Content stored by an earlier release is brought up to today's shape as it is read.
  const { content, translations, styles } = readStoredData(JSON.parse(row.content), JSON.parse(row.styles), JSON.parse(row.translations));
  return {
    id: row.id,
    content,
    translations,
    styles,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toEdit(row: EditRow): EditRecord {
  return {
    generationId: row.generation_id,
    kind: row.kind,
    path: row.path,
    locale: row.locale,
    oldValue: row.old_value,
    newValue: row.new_value,
    revision: row.revision,
    createdAt: row.created_at,
  };
}
