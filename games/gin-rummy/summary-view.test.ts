// @vitest-environment jsdom
import { getByRole, within } from '@testing-library/dom';
import { expect, test } from 'vitest';
import { knock } from './actions';
import { handSummaryView } from './summary-view';
import { card, makeState } from './test-fixtures';

/** The card names of each group of cards under a seat's heading, melds first, then deadwood. */
function shownGroups(view: HTMLElement, heading: string): string[][] {
  const side = getByRole(view, 'heading', { name: heading }).closest('section');
  if (!side) throw new Error(`no section for ${heading}`);
  return [...side.querySelectorAll<HTMLElement>('.cards')].map((group) => within(group).getAllByRole('img').map((img) => img.getAttribute('aria-label') ?? ''));
}

test("the hand summary shows the knocker's chosen layout: 2-3-4♣ and the fives, not the threes", () => {
  const state = makeState({ phase: 'discard', hands: { player: '3C AS 4C 2C 5C 5D AD 3H 3D 5H KS', computer: 'AC 3S 6S 7S 6H 4H 7H 6C 7D 2H' } });
  const view = handSummaryView(knock(state, 'player', card('KS')));
  expect(view.querySelector('.gin__headline')?.textContent).toBe('You win 1 point by knock.');
  expect(shownGroups(view, 'Your hand')).toEqual([
    ['2 of clubs', '3 of clubs', '4 of clubs'],
    ['5 of hearts', '5 of diamonds', '5 of clubs'],
    ['Ace of spades', 'Ace of diamonds', '3 of hearts', '3 of diamonds'],
  ]);
  expect(within(view).getByText('Laid off: Ace of clubs')).toBeTruthy();
});
