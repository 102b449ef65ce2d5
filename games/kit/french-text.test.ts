import { expect, test } from 'vitest';
import { COIN_RULES } from '../../core/coin-rules';
import { cardName, rankName } from './cards';
import { playResponsiblySection } from './ui/how-to-play';
import { coins } from './locale';
import { answerAge, freshPlayer, REALITY_MINUTES, recordPlay, sealPlayer, type PlayerState } from './safeguards/player-state';
import { checkStake, closure, judgeAge, playerFromText, setLimit, takeBreak } from './safeguards/rules-in-words';
import { dateTimeText, minutesText } from './safeguards/messages';
import { DEFAULT_BET_LIMITS } from './wallet/wallet';
import { dialogStrings, playerStrings, shellStrings, yourPlayStrings } from './strings';

/** Noon, local time, on a Tuesday. */
const NOON = new Date(2026, 10, 24, 12, 0).getTime();
const MINUTE = 60_000;
const NBSP = '\u00a0';

const adult = () => answerAge(freshPlayer(NOON), 'adult', NOON);
const limited = (kind: Parameters<typeof setLimit>[1], value: number): PlayerState => {
  const result = setLimit(adult(), kind, value, NOON);
  if (!result.ok) throw new Error(result.error);
  return result.value.state;
};

test('card names in French: rank, then suit', () => {
  expect(rankName(12, 'fr')).toBe('dame');
  expect([1, 11, 13, 7].map((rank) => rankName(rank, 'fr'))).toEqual(['as', 'valet', 'roi', '7']);
  expect(cardName({ rank: 12, suit: 'hearts' }, 'fr')).toBe('dame de cœur');
  expect(cardName({ rank: 1, suit: 'spades' }, 'fr')).toBe('as de pique');
  expect(cardName({ rank: 10, suit: 'diamonds' }, 'fr')).toBe('10 de carreau');
  expect(cardName({ rank: 11, suit: 'clubs' }, 'fr')).toBe('valet de trèfle');
  // English is as it was.
  expect(cardName({ rank: 12, suit: 'hearts' })).toBe('Queen of hearts');
  expect(rankName(1)).toBe('Ace');
});

test('durations and moments in French: « 1 h 05 », 24-hour times, « 0 h » for the start of a day, « 1er »', () => {
  expect([5, 1, 60, 120, 65, 90].map((minutes) => minutesText(minutes, 'fr'))).toEqual(['5 minutes', '1 minute', '1 heure', '2 heures', `1${NBSP}h${NBSP}05`, `1${NBSP}h${NBSP}30`]);
  expect(dateTimeText(new Date(2026, 10, 24, 14, 5).getTime(), 'fr')).toBe(`mardi 24 novembre 2026 à 14${NBSP}h${NBSP}05`);
  expect(dateTimeText(new Date(2026, 10, 25, 0, 0).getTime(), 'fr')).toBe(`mercredi 25 novembre 2026 à 0${NBSP}h`);
  expect(dateTimeText(new Date(2026, 11, 1, 9, 0).getTime(), 'fr')).toBe(`mardi 1er décembre 2026 à 9${NBSP}h`);
  expect(dateTimeText(new Date(2026, 10, 24, 14, 5).getTime())).toBe('Tuesday, November 24, 2026 at 14:05');
});

test('a limit reached, a break and a damaged state are explained in French with the same figures and times', () => {
  const time = limited('dailyMinutes', 90);
  expect(closure(recordPlay(time, 'high-low', { ms: 90 * MINUTE }, NOON), NOON, 'fr')?.message).toBe(
    `Vous avez atteint votre limite de temps quotidienne de 1${NBSP}h${NBSP}30. Vous pourrez rejouer dès le mercredi 25 novembre 2026 à 0${NBSP}h.`,
  );
  const stake = recordPlay(limited('dailyStake', 10_000), 'baccarat', { staked: 9_500 }, NOON);
  const refused = checkStake(stake, 1_000, NOON, 'fr');
  expect(!refused.ok && refused.error).toBe(
    `Cette mise dépasserait votre limite de mise quotidienne de 10${NBSP}000 pièces (mises du jour${NBSP}: 9${NBSP}500 pièces). Vous pouvez encore miser 500 pièces aujourd’hui. Votre pleine limite reviendra dès le mercredi 25 novembre 2026 à 0${NBSP}h.`,
  );
  // Nothing staked yet: « 0 pièce », singular, as French counts 0.
  const first = checkStake(limited('dailyStake', 100), 200, NOON, 'fr');
  expect(!first.ok && first.error).toMatch(/^Cette mise dépasserait votre limite de mise quotidienne de 100 pièces \(mises du jour\u00a0: 0 pièce\)\. /);
  const onBreak = takeBreak(adult(), 7, NOON);
  expect(onBreak.ok && closure(onBreak.value, NOON + MINUTE, 'fr')?.message).toBe(`Vous êtes en pause. Les jeux sont fermés jusqu’au mardi 1er décembre 2026 à 12${NBSP}h.`);
  const copy = JSON.stringify(sealPlayer(adult()));
  expect(playerFromText('{}', copy, NOON, 'fr').notice).toBe(
    `Vos réglages de jeu dans ce navigateur étaient illisibles\u202f; par précaution, les jeux sont fermés jusqu’au mercredi 25 novembre 2026 à 12${NBSP}h. Vos limites, votre pause et vos réponses ont été rétablies à partir de la dernière copie enregistrée.`,
  );
  expect(closure(freshPlayer(NOON), NOON, 'fr')?.message).toBe('Veuillez répondre à deux petites questions avant de jouer.');
  expect(closure(answerAge(freshPlayer(NOON), 'under-age', NOON), NOON, 'fr')?.message).toMatch(/^Merci de votre franchise\. Nos jeux s’adressent aux adultes de 18 ans et plus/);
});

test('refused values state their ranges in French', () => {
  const error = (kind: Parameters<typeof setLimit>[1], value: number | null) => {
    const result = setLimit(adult(), kind, value, NOON, 'fr');
    return !result.ok && result.error;
  };
  expect(error('dailyStake', 5)).toBe(`Une limite de mise quotidienne est un nombre entier de pièces, de 10 à 100${NBSP}000${NBSP}000.`);
  expect(error('dailyMinutes', 0)).toBe(`Une limite de temps quotidienne est un nombre entier de minutes, de 5 à 1${NBSP}440.`);
  expect(error('realityMinutes', 20)).toBe('Le rappel de temps de jeu peut revenir toutes les 15, 30, 45 ou 60 minutes.');
  expect(takeBreak(adult(), 2, NOON, 'fr')).toEqual({ ok: false, error: 'Une pause dure 1, 7 ou 30 jours.' });
  expect(judgeAge({ birthYear: 99, inCanada: true }, NOON, 'fr')).toEqual({ ok: false, error: 'Entrez votre année de naissance en quatre chiffres, de 1906 à 2026.' });
});

test("the panel's closing block states the same stakes and daily figures in French", () => {
  const [paragraph] = playResponsiblySection(DEFAULT_BET_LIMITS, 'fr').paragraphs!;
  const figures = (text: string) => text.match(/\d[\d\s,]*\d|\d/g)!.map((figure) => Number(figure.replace(/[\s,]/g, '')));
  const english = playResponsiblySection(DEFAULT_BET_LIMITS).paragraphs![0]!;
  expect(figures(paragraph!)).toEqual(figures(english));
  expect(paragraph).toContain(`${coins(COIN_RULES.dailyWinningsCap, 'fr')} pièces par jour`);
  expect(playResponsiblySection(DEFAULT_BET_LIMITS, 'fr').heading).toBe('Jeu responsable');
  expect(paragraph).not.toMatch(/\b(coins?|bets?|daily|claim)\b/i);
});

test('the reality check chosen in "Your play" is said in French at every interval: « toutes les 60 minutes », never « toutes les 1 heure »', () => {
  const t = yourPlayStrings.fr;
  const name = playerStrings.fr.limitNames.realityMinutes;
  const on = dateTimeText(NOON, 'fr');
  expect(REALITY_MINUTES.map((minutes) => t.isNow(name, t.value('realityMinutes', minutes)))).toEqual(
    REALITY_MINUTES.map((minutes) => `Votre rappel de temps de jeu revient maintenant toutes les ${minutes} minutes.`),
  );
  expect(t.changesOn(name, t.value('realityMinutes', 60), on)).toBe(`Votre rappel de temps de jeu reviendra toutes les 60 minutes à partir du ${on}.`);
  expect(t.nowChanging(t.value('realityMinutes', 30), t.value('realityMinutes', 60), on)).toBe(`Actuellement${NBSP}: 30 minutes. Passera à 60 minutes le ${on}.`);
  // A daily time limit of an hour is still « 1 heure ».
  expect(t.value('dailyMinutes', 60)).toBe('1 heure');
});

test('one coin is one coin: the reality check and the capped-win notice say "1 coin" in English and « 1 pièce » in French', () => {
  expect(dialogStrings.en.realitySummary(1, 1, 0)).toBe('You have played for 1 minute. This session you won 1 coin and lost 0 coins.');
  expect(dialogStrings.en.realitySummary(30, 150, 1)).toBe('You have played for 30 minutes. This session you won 150 coins and lost 1 coin.');
  expect(shellStrings.en.capped(500_000, 1)).toMatch(/: 1 coin of this win was not added\./);
  expect(shellStrings.en.capped(500_000, 70)).toMatch(/: 70 coins of this win were not added\./);
  expect(dialogStrings.fr.realitySummary(1, 1, 0)).toMatch(/vous avez gagné 1 pièce et perdu 0 pièce\.$/);
});
