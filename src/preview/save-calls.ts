import type { ContentEdit, ContentSaved, StyleEdit, StyleSaved } from './requests';
import { generationIdFromPath } from './preview-path';

async function post<T>(endpoint: string, body: unknown, failure: string): Promise<T> {
  const generationId = generationIdFromPath(window.location.pathname);
  const response = await fetch(`/api/preview/${generationId}/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(failure);
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
