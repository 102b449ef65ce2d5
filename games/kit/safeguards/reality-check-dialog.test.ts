// @vitest-environment jsdom
import { screen } from '@testing-library/dom';
import { expect, test } from 'vitest';
import { realityCheckDialog } from './reality-check-dialog';

test('a screen reader hears the time played and the coins won and lost as the reality check opens, not only its title', () => {
  // 30 minutes played; a round of 100 that paid 250, and one of 100 that paid nothing.
  const dialog = realityCheckDialog(
    () => ({ minutes: 30, won: 150, lost: 100 }),
    () => undefined,
    () => undefined,
  );
  document.body.replaceChildren(dialog.element);
  dialog.show();
  // The focus goes to the dialog's first control (its help link), so the dialog's name and
  // description are what is read of it: the summary must be the description.
  expect(screen.getByRole('dialog', { name: 'Time for a quick check', description: 'You have played for 30 minutes. This session you won 150 coins and lost 100 coins.' })).toBe(dialog.element);
});
