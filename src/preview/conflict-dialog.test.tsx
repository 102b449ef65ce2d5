// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ConflictDialog } from './conflict-dialog';

afterEach(cleanup);

test('a conflict over a text names its language, so an undo made on the French pages of an English change says which edition it is about', () => {
  render(<ConflictDialog conflict={{ field: { kind: 'content', path: 'hero.title', locale: 'en' }, mine: 'Casino night', theirs: 'Other title' }} choose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Someone else changed this' });
  expect(dialog.textContent).toContain('Hero › title (English) was changed');
  expect(screen.getByText('English').getAttribute('lang')).toBe('en-CA');
  cleanup();
  render(<ConflictDialog conflict={{ field: { kind: 'content', path: 'hero.title', locale: 'fr' }, mine: 'A', theirs: 'B' }} choose={() => {}} />);
  expect(screen.getByRole('dialog').textContent).toContain('Hero › title (Français) was changed');
  cleanup();
  // A colour belongs to every language: no language named.
  render(<ConflictDialog conflict={{ field: { kind: 'style', component: 'hero', stylePath: 'background' }, mine: '#000000', theirs: '#ffffff' }} choose={() => {}} />);
  expect(screen.getByRole('dialog').textContent).toContain('Hero colour › background was changed');
});
