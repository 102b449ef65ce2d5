import { expect, test } from 'vitest';
import type { HowToPlaySection } from '../kit/shell';
import { ginHowToPlay, scoringRules } from './how-to-play';
import { GAME_BONUS, GAME_TARGET, GIN_BONUS, KNOCK_LIMIT, LINE_BONUS, SHUTOUT_GAME_BONUS, UNDERCUT_BONUS, VOID_STOCK_COUNT } from './scoring';

/** Every line of the panel, headings included. */
const lines = (sections: HowToPlaySection[]) => sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.items ?? [])]);

const english = ginHowToPlay('en');
const french = ginHowToPlay('fr');

test('the panel states the knock limit, the void stock count and every bonus the engine uses', () => {
  const text = lines(english).join('\n');
  expect(english.map((section) => section.heading)).toEqual(['The aim', 'A turn', 'Scoring', 'Coins']);
  expect(text).toContain(`after the discard is ${KNOCK_LIMIT} or less`);
  expect(text).toContain(`down to ${VOID_STOCK_COUNT} cards`);
  expect(text).toContain(`the difference plus ${UNDERCUT_BONUS}.`);
  expect(text).toContain(`Gin: ${GIN_BONUS} plus`);
  expect(text).toContain(`reaches ${GAME_TARGET}. The winner adds ${GAME_BONUS} (${SHUTOUT_GAME_BONUS} if the other player won no hand), and each player adds ${LINE_BONUS} per hand won.`);
});

test('the French panel has the same blocks and states the very same figures', () => {
  expect(french.map((section) => section.heading)).toEqual(['Le but', 'Un tour', 'Le pointage', 'Les pièces']);
  french.forEach((section, i) => {
    expect(section.paragraphs?.length).toBe(english[i]!.paragraphs?.length);
    expect(section.items?.length).toBe(english[i]!.items?.length);
  });
  const figures = (sections: HowToPlaySection[]) => lines(sections).map((line) => line.match(/\d+/g)?.map(Number) ?? []);
  expect(figures(french)).toEqual(figures(english));
  const text = lines(french).join('\n');
  expect(text).toContain(`valent ${KNOCK_LIMIT} points ou moins`);
  expect(text).toContain(`reste que ${VOID_STOCK_COUNT} cartes`);
  expect(text).toContain(`la différence plus ${UNDERCUT_BONUS}.`);
  expect(text).toContain(`Gin\u00a0: ${GIN_BONUS} plus`);
  expect(text).toContain(
    `atteint ${GAME_TARGET} points. Le gagnant ajoute ${GAME_BONUS} (${SHUTOUT_GAME_BONUS} si l’adversaire n’a gagné aucune main), et chaque joueur ajoute ${LINE_BONUS} par main gagnée.`,
  );
});

test('the French panel leaves no English behind and puts a no-break space before its colons, semicolons and marks', () => {
  const text = lines(french).join('\n');
  for (const line of lines(english)) expect(text).not.toContain(line);
  expect(text).not.toMatch(/\b(the|and|deadwood|knock|stock|discard|hand|meld|coins?|undercut|press)\b/i);
  expect(text).not.toMatch(/[^\u00a0\u202f][:;!?]/);
});

test('the how-to-play table states the numbers the engine uses', () => {
  const text = scoringRules('en')
    .map((rule) => `${rule.name}: ${rule.points}`)
    .join('\n');
  for (const figure of ['10 or less', 'plus 25', '25 plus', '100-point game bonus', 'First to 100', 'doubled to 200', 'down to 2 cards', '25 points to each player for every hand']) {
    expect(text).toContain(figure);
  }
  expect(scoringRules('en').map((rule) => rule.name)).toEqual(['Knock', 'Undercut', 'Gin', 'Void hand', 'Game', 'Line bonus', 'Shutout']);
});

test('the French scoring table states the same numbers, rule by rule, with no English left', () => {
  const french = scoringRules('fr');
  expect(french.map((rule) => rule.name)).toEqual(['Frapper', 'Contre', 'Gin', 'Main nulle', 'Partie', 'Prime par main', 'Blanchissage']);
  const figures = [[KNOCK_LIMIT], [UNDERCUT_BONUS], [GIN_BONUS], [VOID_STOCK_COUNT], [GAME_TARGET, GAME_BONUS], [LINE_BONUS], [SHUTOUT_GAME_BONUS]];
  french.forEach((rule, i) => expect(rule.points.match(/\d+/g)?.map(Number)).toEqual(figures[i]));
  expect(french[0]!.points).toContain(`avec ${KNOCK_LIMIT} points de cartes dépareillées ou moins`);
  expect(french[1]!.points).toContain(`plus ${UNDERCUT_BONUS}`);
  expect(french[3]!.points).toContain(`réduite à ${VOID_STOCK_COUNT} cartes`);
  expect(french[4]!.points).toContain(`premier à ${GAME_TARGET} points`);
  expect(french[6]!.points).toContain(`doublée à ${SHUTOUT_GAME_BONUS}`);
  expect(JSON.stringify(french)).not.toMatch(/\b(the|and|or|deadwood|knock|undercut|stock|hand|bonus|points? to)\b/i);
});
