/**
 * The slot engine's text in every language (games/kit/locale.ts): the game's buttons and results,
 * the reels in words, and the how-to-play panel. Symbol names come from the theme (theme.ts);
 * published figures come already written for the language (`oddsText` in how-to-play.ts).
 */
import { term } from '../../../core/glossary';
import { capital, coins, type Strings } from '../locale';
import { coinStrings } from '../strings';
import type { PublishedOdds } from './published-odds';

/** The published figures as the language writes them: « 96,40 », « 33 554 432 ». */
export type OddsText = Record<keyof PublishedOdds, string>;

const en$ = (amount: number) => coins(amount, 'en');
const fr$ = (amount: number) => coins(amount, 'fr');
/** Free spins in French, singular under 2: « 1 tour gratuit », « 10 tours gratuits ». */
const frSpins = (count: number) => (count < 2 ? `${count} tour gratuit` : `${count} tours gratuits`);
/** "3, 4 or 5" in English, « 3, 4 ou 5 » in French. */
const list = (items: readonly (string | number)[], word: string) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`);
/** What the free spins paid of a win, in French (nothing when none were played). */
const frFreeShare = (spins: number, paid: number) => {
  if (spins === 0) return '';
  return spins === 1 ? ` Le tour gratuit en a rapporté ${fr$(paid)}.` : ` Les ${spins} tours gratuits en ont rapporté ${fr$(paid)}.`;
};
/** What the daily winnings limit held back of a win, in French. */
const frHeld = (withheld: number) => {
  if (withheld === 0) return '';
  return withheld >= 2
    ? ` ${coinStrings.fr.count(withheld)} de ce gain dépassaient la limite de gains du jour et n’ont pas été ajoutées.`
    : ` ${coinStrings.fr.count(withheld)} de ce gain dépassait la limite de gains du jour et n’a pas été ajoutée.`;
};
const ROWS_EN = ['top', 'middle', 'bottom'];
const ROWS_FR = ['haut', 'milieu', 'bas'];
const enRow = (row: number) => ROWS_EN[row] ?? `row ${row + 1}`;

const slotEn = {
  start: (lines: number) => `Choose your line bet and spin. ${lines} lines, every one played.`,
  spin: 'Spin',
  skip: 'Skip',
  showLines: 'Show lines',
  win: 'Win ',
  freeSpinOf: (index: number, awarded: number) => `Free spin ${index} of ${awarded}`,
  /** Free spins awarded: `more` during free spins. */
  awarded: (count: number, plural: string, spins: number, more: boolean) => `${count} ${plural}: ${spins} ${more ? 'more ' : ''}free spins!`,
  freePlayed: (spins: number) => `${spins} free spins played`,
  noWin: (stake: number) => `No win this time. Your ${en$(stake)} coin bet is lost.`,
  /** A round's win; `freeSpins` played paid `freePaid` of it, and the daily limit held back `withheld`. */
  won: (payout: number, stake: number, freeSpins: number, freePaid: number, withheld: number) =>
    `You win ${en$(payout)} coins on a ${en$(stake)} coin bet.${freeSpins > 0 ? ` ${freeSpins} free spins paid ${en$(freePaid)} of it.` : ''}${
      withheld === 0 ? '' : withheld === 1 ? " 1 coin of it was past today's winnings limit and was not added." : ` ${en$(withheld)} coins of it were past today's winnings limit and were not added.`
    }`,
  /** "Line 4: 3 Lanterns pay 100 coins." (`symbols` is the name, or the plural for more than one). */
  lineWin: (line: number, count: number, symbols: string, pay: number) => `Line ${line}: ${count} ${symbols} pay ${en$(pay)} coins.`,
  reels: 'Reels',
  /** A row in words: "top", "middle", "bottom" (or "row 4" on taller machines). */
  row: enRow,
  /** One row of the reels' text alternative: "Top row: Dragon, Gong, …". */
  rowOfReels: (row: number, symbols: string) => `${capital(enRow(row))} row: ${symbols}`,
  window: (rows: readonly string[]) => `Reels. ${rows.join('. ')}.`,
};

/** A slot game's own text: buttons, the win meter, results and the reels in words. */
export const slotStrings: Strings<typeof slotEn> = {
  en: slotEn,
  fr: {
    start: (lines) => `Choisissez votre mise par ligne et faites tourner. ${lines} lignes, toutes jouées.`,
    spin: 'Tourner',
    skip: 'Passer',
    showLines: 'Afficher les lignes',
    win: 'Gain ',
    freeSpinOf: (index, awarded) => `Tour gratuit ${index} sur ${awarded}`,
    awarded: (count, plural, spins, more) => `${count} ${plural}\u00a0: ${frSpins(spins)}${more ? ' de plus' : ''}\u202f!`,
    freePlayed: (spins) => `${frSpins(spins)} joué${spins >= 2 ? 's' : ''}`,
    noWin: (stake) => `Pas de gain cette fois. Votre mise de ${fr$(stake)} pièces est perdue.`,
    won: (payout, stake, freeSpins, freePaid, withheld) => `Vous gagnez ${coinStrings.fr.count(payout)} sur une mise de ${fr$(stake)} pièces.${frFreeShare(freeSpins, freePaid)}${frHeld(withheld)}`,
    lineWin: (line, count, symbols, pay) => `Ligne ${line}\u00a0: ${count} ${symbols} ${count > 1 ? 'rapportent' : 'rapporte'} ${coinStrings.fr.count(pay)}.`,
    reels: 'Rouleaux',
    row: (row) => ROWS_FR[row] ?? `rangée ${row + 1}`,
    rowOfReels: (row, symbols) => `${row < ROWS_FR.length ? `Rangée du ${ROWS_FR[row]}` : `Rangée ${row + 1}`}\u00a0: ${symbols}`,
    window: (rows) => `Rouleaux. ${rows.join('. ')}.`,
  },
};

const rulesEn = {
  rules: 'The rules',
  everyLine: (lines: number, min: number, max: number) =>
    `Every spin plays all ${lines} paylines. Choose your bet per line (${en$(min)} to ${en$(max)} coins); the total bet is the line bet times ${lines}.`,
  keys: 'Press Spin, or press Space or Enter. Press Skip (or Space or Enter again) to stop the reels and the win count at once.',
  lineWins: 'A line wins when the same symbol lands on it on adjacent reels starting from the leftmost reel. Each line pays its best win only, and the wins of all lines add up.',
  /** The wild's rule; `reels` lists the reels it lands on when that is not every reel. */
  wild: (wild: string, scatter: string | null, reels: readonly number[] | null) =>
    `The ${wild} is wild: it stands in for every symbol except the ${scatter ?? 'scatter'}.${reels ? ` It lands on reel${reels.length > 1 ? 's' : ''} ${list(reels, 'and')} only.` : ''}`,
  multiples: 'Line pays are multiples of the line bet, so every win is a whole number of coins and the return is the same at every bet.',
  showLines: 'Show lines draws every payline over the reels; winning lines are drawn and their symbols outlined after each spin.',
  paytable: 'Paytable',
  paytableCaption: 'What a run from the leftmost reel pays, as a multiple of the line bet',
  symbol: 'Symbol',
  inARow: (length: number) => `${length} in a row`,
  wildMark: ' (wild)',
  pay: (multiple: number) => `× ${en$(multiple)}`,
  freeSpins: 'Free spins',
  /** Scatter pays: `pays` holds each count shown with its multiple of the total bet. */
  scatterPays: (plural: string, pays: readonly (readonly [number, number])[]) =>
    `${plural} pay anywhere in view, in multiples of the total bet: ${pays.map(([count, multiple]) => `${count} pay × ${en$(multiple)}`).join(', ')}.`,
  award: (counts: readonly number[], plural: string, spins: readonly number[], multiplier: number) =>
    `${list(counts, 'or')} ${plural} award ${list(spins, 'or')} free spins at the same bet. Every free spin pays ${multiplier} times its wins, and ${plural} in free spins award more free spins.`,
  freePlay: 'Free spins play by themselves, one after another, and are paid with the spin that awarded them, as one round. Skip shows where they end.',
  freeOdds: (odds: OddsText) => `About 1 spin in ${odds.freeSpinsOneIn} awards free spins; an award plays ${odds.freeSpinsPerAward} free spins on average, the free spins they award included.`,
  paylines: 'Paylines',
  paylinesCaption: 'The row each payline crosses on reels 1 to 5',
  paylinesHead: ['Line', 'Rows'],
  exact: 'Return and hit frequency (exact)',
  rtp: (odds: OddsText) => `Return to player: ${odds.rtpPercent}%, free spins included. Hit frequency: ${odds.hitFrequencyPercent}% of spins win something (a line, a scatter pay or free spins).`,
  exactOver: (odds: OddsText) =>
    `Both are exact: worked out over all ${odds.combinations} ways the reels can stop, with the free spins' share solved exactly, not estimated. Lines return ${odds.lineReturnPercent}%, scatter pays ${odds.scatterReturnPercent}% and free spins ${odds.freeSpinReturnPercent}%.`,
  cap: (cap: number) =>
    `These returns hold until your winnings reach the daily limit of ${en$(cap)} coins: a win past that limit is shown in full, but the coins past it are not added, and after it, until midnight, a win pays back only your stake.`,
  /** The published "one spin in" figure of a machine that never awards free spins. */
  never: 'never',
};

/** A slot's how-to-play panel: rules, paytable, free spins, paylines and the exact odds. */
export const slotRulesStrings: Strings<typeof rulesEn> = {
  en: rulesEn,
  fr: {
    rules: 'Les règles',
    everyLine: (lines, min, max) =>
      `Chaque tour joue les ${lines} lignes de paiement. Choisissez votre mise par ligne (de ${fr$(min)} à ${fr$(max)} pièces)\u202f; la mise totale est la mise par ligne multipliée par ${lines}.`,
    keys: 'Appuyez sur «\u00a0Tourner\u00a0», ou sur la barre d’espacement ou Entrée. Appuyez sur «\u00a0Passer\u00a0» (ou de nouveau sur la barre d’espacement ou Entrée) pour arrêter aussitôt les rouleaux et le décompte des gains.',
    lineWins:
      'Une ligne gagne quand le même symbole s’y arrête sur des rouleaux voisins, à partir du rouleau de gauche. Chaque ligne ne paie que son meilleur gain, et les gains de toutes les lignes s’additionnent.',
    wild: (wild, scatter, reels) =>
      `Le symbole ${wild} est un joker\u00a0: il remplace tous les symboles, sauf le symbole ${scatter ?? 'dispersé'}.${
        reels ? ` Il n’apparaît que sur ${reels.length > 1 ? `les rouleaux ${list(reels, 'et')}` : `le rouleau ${reels[0]}`}.` : ''
      }`,
    multiples: 'Les gains de ligne sont des multiples de la mise par ligne\u00a0: chaque gain est donc un nombre entier de pièces, et le taux de retour est le même à toutes les mises.',
    showLines: '«\u00a0Afficher les lignes\u00a0» trace toutes les lignes de paiement sur les rouleaux\u202f; après chaque tour, les lignes gagnantes sont tracées et leurs symboles, encadrés.',
    paytable: term('payTable', 'fr', { capital: true }),
    paytableCaption: 'Ce que rapporte une suite à partir du rouleau de gauche, en multiple de la mise par ligne',
    symbol: 'Symbole',
    inARow: (length) => `${length} de suite`,
    wildMark: ' (joker)',
    pay: (multiple) => `× ${fr$(multiple)}`,
    freeSpins: 'Tours gratuits',
    scatterPays: (plural, pays) =>
      `Les ${plural} paient n’importe où à l’écran, en multiples de la mise totale\u00a0: ${pays.map(([count, multiple]) => `${count} rapportent × ${fr$(multiple)}`).join(', ')}.`,
    award: (counts, plural, spins, multiplier) =>
      `${list(counts, 'ou')} ${plural} donnent ${list(spins, 'ou')} tours gratuits à la même mise. Chaque tour gratuit paie ${multiplier} fois ses gains, et les ${plural} qui apparaissent pendant les tours gratuits en donnent d’autres.`,
    freePlay: 'Les tours gratuits se jouent d’eux-mêmes, l’un après l’autre, et sont payés avec le tour qui les a donnés, en une seule partie. «\u00a0Passer\u00a0» montre où ils aboutissent.',
    freeOdds: (odds) =>
      `Environ 1 tour sur ${odds.freeSpinsOneIn} donne des tours gratuits\u202f; chaque fois, il s’en joue ${odds.freeSpinsPerAward} en moyenne, en comptant ceux que les tours gratuits donnent à leur tour.`,
    paylines: 'Lignes de paiement',
    paylinesCaption: 'La rangée que traverse chaque ligne de paiement sur les rouleaux 1 à 5',
    paylinesHead: ['Ligne', 'Rangées'],
    exact: 'Taux de retour et fréquence des gains (exacts)',
    rtp: (odds) =>
      `Taux de retour au joueur\u00a0: ${odds.rtpPercent}\u00a0%, tours gratuits compris. Fréquence des gains\u00a0: ${odds.hitFrequencyPercent}\u00a0% des tours rapportent quelque chose (une ligne, un gain de symbole dispersé ou des tours gratuits).`,
    exactOver: (odds) =>
      `Ces deux taux sont exacts\u00a0: ils sont calculés sur les ${odds.combinations} arrêts possibles des rouleaux, et la part des tours gratuits est résolue exactement, et non estimée. Les lignes rapportent ${odds.lineReturnPercent}\u00a0%, les gains de symbole dispersé ${odds.scatterReturnPercent}\u00a0% et les tours gratuits ${odds.freeSpinReturnPercent}\u00a0%.`,
    cap: (cap) =>
      `Ces taux de retour valent tant que vos gains du jour n’atteignent pas la limite quotidienne de ${fr$(cap)} pièces\u00a0: un gain qui dépasse cette limite est affiché en entier, mais les pièces en trop ne sont pas ajoutées, et ensuite, jusqu’à minuit, un gain ne vous rend que votre mise.`,
    never: 'jamais',
  },
};
