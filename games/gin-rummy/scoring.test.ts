import { expect, test } from 'vitest';
import { GAME_BONUS, GAME_TARGET, GIN_BONUS, KNOCK_LIMIT, LINE_BONUS, SHUTOUT_GAME_BONUS, UNDERCUT_BONUS, VOID_STOCK_COUNT, finalScore, scoreHand, scoringRules } from './scoring';

test('the rule constants are the conventional ones', () => {
  expect({ GAME_TARGET, KNOCK_LIMIT, GIN_BONUS, UNDERCUT_BONUS, GAME_BONUS, SHUTOUT_GAME_BONUS, LINE_BONUS }).toEqual({
    GAME_TARGET: 100,
    KNOCK_LIMIT: 10,
    GIN_BONUS: 25,
    UNDERCUT_BONUS: 25,
    GAME_BONUS: 100,
    SHUTOUT_GAME_BONUS: 200,
    LINE_BONUS: 25,
  });
});

test('a knocker with less deadwood scores the difference', () => {
  expect(scoreHand('player', 5, 20)).toEqual({ winner: 'player', points: 15, reason: 'knock' });
  expect(scoreHand('computer', 10, 11)).toEqual({ winner: 'computer', points: 1, reason: 'knock' });
});

test('a defender with less deadwood undercuts: the difference plus 25', () => {
  expect(scoreHand('player', 8, 5)).toEqual({ winner: 'computer', points: 28, reason: 'undercut' });
  expect(scoreHand('computer', 9, 0)).toEqual({ winner: 'player', points: 34, reason: 'undercut' });
});

test('equal deadwood is an undercut worth 25', () => {
  expect(scoreHand('player', 7, 7)).toEqual({ winner: 'computer', points: 25, reason: 'undercut' });
});

test('gin scores 25 plus the defender deadwood and cannot be undercut', () => {
  expect(scoreHand('player', 0, 30)).toEqual({ winner: 'player', points: 55, reason: 'gin' });
  expect(scoreHand('computer', 0, 0)).toEqual({ winner: 'computer', points: 25, reason: 'gin' });
});

test('knocking with more than 10 deadwood is refused', () => {
  expect(() => scoreHand('player', 11, 30)).toThrow(new RangeError('cannot knock with 11 deadwood'));
});

test('the final account adds a game bonus for the winner and a line bonus per hand won', () => {
  const result = finalScore({ player: 105, computer: 40 }, { player: 3, computer: 2 });
  expect(result.winner).toBe('player');
  expect(result.shutout).toBe(false);
  expect(result.lines.player).toEqual({ handPoints: 105, lineBonus: 75, gameBonus: 100, total: 280 });
  expect(result.lines.computer).toEqual({ handPoints: 40, lineBonus: 50, gameBonus: 0, total: 90 });
  expect(result.margin).toBe(190);
});

test('a shutout doubles the game bonus', () => {
  const result = finalScore({ player: 0, computer: 112 }, { player: 0, computer: 4 });
  expect(result).toMatchObject({ winner: 'computer', loser: 'player', shutout: true, margin: 112 + 200 + 100 });
  expect(result.lines.computer.gameBonus).toBe(200);
});

test('the final account needs someone at 100', () => {
  expect(() => finalScore({ player: 99, computer: 40 }, { player: 3, computer: 2 })).toThrow(new RangeError('nobody has reached 100 yet'));
  expect(finalScore({ player: 40, computer: 100 }, { player: 2, computer: 3 })).toMatchObject({ winner: 'computer', loser: 'player', margin: 175 + 100 - 90 });
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
