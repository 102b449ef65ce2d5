import type { ContentEdit, ContentSaved, EditConflictReply, StyleEdit, StyleSaved } from '../../core/preview-requests';
import { generationIdFromPath } from '../../core/generation-id';

/** The server refused a save because someone else changed the field since (409); nothing was stored. */
export class SaveConflict extends Error {
  constructor(
    message: string,
    readonly conflict: EditConflictReply,
  ) {
    super(message);
  }
}

/** The save never reached the server (no network, server down); the editor keeps it and retries. */
export class SaveUnreachable extends Error {}

/** The server asked for a sign-in (401: the session ended); the editor keeps the save and retries it once signed in again. */
export class SaveSignedOut extends SaveUnreachable {}

/** The server refused a save for a reason it gives ("hero.title: must not be empty"); nothing was stored. */
export class SaveRefused extends Error {
  constructor(
    message: string,
    /** The server's own words, as its error body says them; null when it said nothing readable. */
    readonly reason: string | null,
  ) {
    super(message);
  }
}

/** The `error` of a refusal's JSON body, when it has one. */
async function reasonOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error.trim() !== '' ? body.error : null;
  } catch {
    return null;
  }
}

async function post<T>(endpoint: string, body: unknown, failure: string): Promise<T> {
  const generationId = generationIdFromPath(window.location.pathname);
  let response: Response;
  try {
    response = await fetch(`/api/preview/${generationId}/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new SaveUnreachable(failure);
  }
  if (response.status === 401) throw new SaveSignedOut(failure);
  if (response.status === 409) throw new SaveConflict(failure, (await response.json()) as EditConflictReply);
  if (!response.ok) throw new SaveRefused(failure, await reasonOf(response));
  return (await response.json()) as T;
}

/** Saves one text of the generation (SPEC.md section 7); throws 'Failed to update content'. */
export function saveContent(edit: ContentEdit): Promise<ContentSaved> {
  return post('content', edit, 'Failed to update content');
}

/** Saves one colour of the generation (SPEC.md section 7); throws 'Failed to update style'. */
export function saveStyle(edit: StyleEdit): Promise<StyleSaved> {
  return post('styles/v2', edit, 'Failed to update style');
}
