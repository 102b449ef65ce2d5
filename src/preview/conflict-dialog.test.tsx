// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { ConflictDialog } from './conflict-dialog';

afterEach(cleanup);

// jsdom has <dialog> but not its modal methods: open it as the browser would, without the top layer.
beforeAll(() => {
  const prototype = HTMLDialogElement.prototype as { showModal?: () => void; close?: () => void };
  prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

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
