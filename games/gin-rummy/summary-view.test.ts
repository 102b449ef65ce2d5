// @vitest-environment jsdom
import { getByRole, within } from '@testing-library/dom';
import { expect, test } from 'vitest';
import { knock } from './actions';
import { LINE_BONUS } from './scoring';
import { describeEvent, handSummaryView } from './summary-view';
import { card, makeState, oneKnockFromTheEnd } from './test-fixtures';

/** The card names of each group of cards under a seat's heading, melds first, then deadwood. */
function shownGroups(view: HTMLElement, heading: string): string[][] {
  const side = getByRole(view, 'heading', { name: heading }).closest('section');
  if (!side) throw new Error(`no section for ${heading}`);
  return [...side.querySelectorAll<HTMLElement>('.cards')].map((group) =>
    within(group)
      .getAllByRole('img')
      .map((img) => img.getAttribute('aria-label') ?? ''),
  );
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

const knocked = () => {
  const state = makeState({ phase: 'discard', hands: { player: '3C AS 4C 2C 5C 5D AD 3H 3D 5H KS', computer: 'AC 3S 6S 7S 6H 4H 7H 6C 7D 2H' } });
  return knock(state, 'player', card('KS'));
};

test('the French hand summary says the same points and shows the same cards under French headings', () => {
  const view = handSummaryView(knocked(), 'fr');
  expect(view.querySelector('.gin__headline')?.textContent).toBe('Vous marquez 1 point en frappant.');
  expect(shownGroups(view, 'Votre main')).toEqual(shownGroups(handSummaryView(knocked(), 'en'), 'Your hand'));
  expect(getByRole(view, 'heading', { name: 'Main de l’ordinateur' })).toBeTruthy();
  const notes = [...view.querySelectorAll('.gin__summary-side p')].map((p) => p.textContent);
  expect(notes).toContain('Cartes ajoutées\u00a0: as de trèfle');
  expect(notes.filter((note) => /^Cartes dépareillées\u00a0: \d+$/.test(note ?? ''))).toHaveLength(2);
});

test('the end of a game states both totals and the line bonus, in English and in French', () => {
  const state = oneKnockFromTheEnd();
  const over = knock(state, 'player', card('KC'));
  const { player, computer } = over.result!.lines;
  expect(handSummaryView(over, 'en').querySelector('.gin__final')?.textContent).toBe(
    `Game over. You ${player.total}, computer ${computer.total} (hand points, ${LINE_BONUS} per hand won and the game bonus).`,
  );
  expect(handSummaryView(over, 'fr').querySelector('.gin__final')?.textContent).toBe(
    `Partie terminée. Vous\u00a0: ${player.total}, ordinateur\u00a0: ${computer.total} (points des mains, ${LINE_BONUS} par main gagnée et prime de partie).`,
  );
});

test('the moves are narrated in English as before and in French with the right article', () => {
  const queen = card('QH');
  expect(describeEvent({ player: 'computer', type: 'discard', card: queen }, 'en')).toBe('The computer discarded the Queen of hearts.');
  expect(describeEvent({ player: 'player', type: 'take-upcard', card: card('7S') }, 'en')).toBe('You took the upcard, the 7 of spades.');
  expect(describeEvent({ player: 'computer', type: 'draw-stock' }, 'en')).toBe('The computer drew from the stock.');
  expect(describeEvent({ player: 'computer', type: 'discard', card: queen }, 'fr')).toBe('L’ordinateur a défaussé la dame de cœur.');
  expect(describeEvent({ player: 'player', type: 'take-upcard', card: card('7S') }, 'fr')).toBe('Vous avez pris la carte retournée, le 7 de pique.');
  expect(describeEvent({ player: 'computer', type: 'draw-discard', card: card('AD') }, 'fr')).toBe('L’ordinateur a pris l’as de carreau dans la défausse.');
  expect(describeEvent({ player: 'player', type: 'knock' }, 'fr')).toBe('Vous avez frappé.');
  expect(describeEvent({ player: 'computer', type: 'pass-upcard' }, 'fr')).toBe('L’ordinateur a refusé la carte retournée.');
});
