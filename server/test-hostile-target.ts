import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { TestPreviewServer } from './test-app';

type Response = Awaited<ReturnType<TestPreviewServer['app']['inject']>>;

/** Own property names of the prototypes a polluting request would reach, as one string. */
const prototypes = () => [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((proto) => Object.getOwnPropertyNames(proto).join()).join('|');

/**
 * A preview server (real SQLite file, in process) with one generation that hostile requests aim
 * at, and the checks that a refusal changed nothing: the target's rows (compared byte for byte
 * through a second, read-only connection), the number of generations and the prototypes.
 */
export class HostileTarget {
  readonly server = new TestPreviewServer();
  /** The generation under attack: it must never change. */
  id = '';
  private db!: Database.Database;
  private rows = '';
  private fingerprint = '';
  private generations = 0;
  private readonly prototypesBefore = prototypes();

  async start(): Promise<this> {
    await this.server.start();
    this.id = await this.server.newGeneration();
    // A history in both languages and a colour, so that a stale revision conflicts (409).
    for (const [endpoint, body] of [
      ['content', { path: 'hero.title', content: 'Edited once' }],
      ['styles/v2', { componentName: 'hero', stylePath: 'background', value: '#224466' }],
      ['content', { path: 'hero.title', content: 'Édité une fois', locale: 'fr' }],
    ] as const) {
      expect((await this.post(this.url(endpoint), JSON.stringify(body))).statusCode).toBe(200);
    }
    this.db = new Database(this.server.databasePath, { readonly: true });
    this.rows = this.rowsOf(this.id);
    this.fingerprint = this.fingerprintOf(this.id);
    this.generations = this.countGenerations();
    return this;
  }

  async dispose() {
    this.db.close();
    await this.server.dispose();
  }

  /** The URL of an endpoint: `generations`, or an edit endpoint (`content`, `styles/v2`) of the target. */
  url(endpoint: string): string {
    return endpoint === 'generations' ? '/api/generations' : `/api/preview/${this.id}/${endpoint}`;
  }

  post(url: string, payload: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/json' }) {
    return this.server.app.inject({ method: 'POST', url, headers, payload });
  }

  /** A refusal as the editor gets it (4xx, JSON, a sentence), after which nothing has changed. */
  expectRefused(response: Response, status?: number) {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (status) expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<Record<string, unknown>>();
    expect(typeof body.error === 'string' && body.error.trim() !== '', response.body).toBe(true);
    // Only a conflict says more: the value now stored and its revision.
    expect(Object.keys(body)).toEqual(response.statusCode === 409 ? ['error', 'path', 'current', 'revision'] : ['error']);
    this.expectNothingChanged();
  }

  /** Cheap enough for every request: what any write changes (revision, time, sizes, history). */
  expectNothingChanged() {
    expect(this.fingerprintOf(this.id)).toBe(this.fingerprint);
    expect(this.countGenerations()).toBe(this.generations);
    expect(prototypes()).toBe(this.prototypesBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }

  /** The target's rows, whole: after each property. */
  expectTargetUnchanged() {
    expect(this.rowsOf(this.id)).toBe(this.rows);
  }

  /** Notes a generation the test meant to create (an accepted `{}`). */
  created() {
    this.generations += 1;
  }

  private rowsOf(id: string): string {
    const generation = this.db.prepare('SELECT * FROM generations WHERE id = ?').get(id);
    return JSON.stringify([generation, this.db.prepare('SELECT * FROM edits WHERE generation_id = ? ORDER BY revision').all(id)]);
  }

  private fingerprintOf(id: string): string {
    const generation = this.db.prepare('SELECT revision, updated_at, length(content), length(translations), styles FROM generations WHERE id = ?').get(id);
    return JSON.stringify([generation, this.db.prepare('SELECT COUNT(*), MAX(id) FROM edits WHERE generation_id = ?').get(id)]);
  }

  private countGenerations(): number {
    return this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM generations').get()!.n;
  }
}
