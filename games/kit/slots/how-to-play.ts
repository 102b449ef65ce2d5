import { COIN_RULES } from '../../../core/coin-rules';
import { lineBetLimits } from '../ui/bet-control';
import type { HowToPlaySection } from '../ui/how-to-play';
import { coins, decimal, LOCALE, pick, type Locale } from '../locale';
import type { BetLimits } from '../wallet/wallet';
import { byCount } from './machine';
import { describeLine } from './paylines';
import { ODDS_PLACES, type PublishedOdds } from './published-odds';
import { slotRulesStrings, type OddsText } from './strings';
import { themeText, type SlotTheme } from './theme';

/** The stakes a slot takes: whole line bets on every payline, inside the wallet's limits. */
export function slotBetLimits(lines: number): BetLimits {
  return { min: lines * Math.ceil(COIN_RULES.minBet / lines), max: lines * Math.floor(COIN_RULES.maxBet / lines), step: lines };
}

/** Run lengths that pay for at least one symbol, shortest first: the paytable's columns. */
function payingLengths(theme: SlotTheme): number[] {
  const reels = theme.machine.reels.length;
  return Array.from({ length: reels }, (_, i) => i + 1).filter((n) => Object.values(theme.machine.pays).some((table) => table[n - 1]! > 0));
}

/** The reels the wild lands on, or null when it lands on every reel. */
function wildReels(theme: SlotTheme): number[] | null {
  const reels = theme.machine.reels.flatMap((strip, i) => (strip.includes(theme.machine.wild!) ? [i + 1] : []));
  return reels.length === theme.machine.reels.length ? null : reels;
}

/** The published figures as `locale` writes them, each to the places it was rounded to: « 96,40 », « 33 554 432 », « jamais ». */
export function oddsText(published: PublishedOdds, locale: Locale = LOCALE): OddsText {
  const percent = (value: number) => decimal(value.toFixed(ODDS_PLACES.percent), locale);
  const spins = (value: number) => decimal(value.toFixed(ODDS_PLACES.spins), locale);
  return {
    rtpPercent: percent(published.rtpPercent),
    hitFrequencyPercent: percent(published.hitFrequencyPercent),
    lineReturnPercent: percent(published.lineReturnPercent),
    scatterReturnPercent: percent(published.scatterReturnPercent),
    freeSpinReturnPercent: percent(published.freeSpinReturnPercent),
    freeSpinsOneIn: published.freeSpinsOneIn === null ? pick(slotRulesStrings, locale).never : spins(published.freeSpinsOneIn),
    freeSpinsPerAward: spins(published.freeSpinsPerAward),
    combinations: coins(published.combinations, locale),
  };
}

/** The panel's text for a slot, in `locale`: how to play, the paytable, free spins, the paylines and the exact odds. */
export function slotHowToPlay(theme: SlotTheme, locale: Locale = LOCALE): HowToPlaySection[] {
  const t = pick(slotRulesStrings, locale);
  const { machine } = theme;
  const { symbols } = themeText(theme, locale);
  const published = oddsText(theme.published, locale);
  const lines = machine.lines.length;
  const limits = lineBetLimits(slotBetLimits(lines), lines);
  const lengths = payingLengths(theme);
  const scatter = machine.scatter;
  const wild = machine.wild;
  const scatterCounts = scatter ? Array.from({ length: machine.reels.length * machine.rows + 1 }, (_, n) => n).filter((n) => byCount(scatter.pays, n) > 0 || byCount(scatter.freeSpins, n) > 0) : [];
  const shownCounts = scatterCounts.filter((n) => n <= machine.reels.length);
  const sections: HowToPlaySection[] = [
    {
      heading: t.rules,
      items: [
        t.everyLine(lines, limits.min, limits.max),
        t.keys,
        t.lineWins,
        wild ? t.wild(symbols[wild]!.name, scatter ? symbols[scatter.symbol]!.name : null, wildReels(theme)) : '',
        t.multiples,
        t.showLines,
      ].filter(Boolean),
    },
    {
      heading: t.paytable,
      table: {
        caption: t.paytableCaption,
        head: [t.symbol, ...lengths.map(t.inARow)],
        rows: Object.entries(machine.pays)
          .filter(([, table]) => table.some((pay) => pay > 0))
          .map(([id, table]) => [symbols[id]!.name + (id === wild ? t.wildMark : ''), ...lengths.map((n) => (table[n - 1]! > 0 ? t.pay(table[n - 1]!) : '-'))]),
      },
    },
  ];
  if (scatter) {
    const { plural } = symbols[scatter.symbol]!;
    sections.push({
      heading: t.freeSpins,
      items: [
        t.scatterPays(
          plural,
          shownCounts.map((n) => [n, byCount(scatter.pays, n)] as const),
        ),
        t.award(
          shownCounts.filter((n) => byCount(scatter.freeSpins, n) > 0),
          plural,
          shownCounts.map((n) => byCount(scatter.freeSpins, n)).filter((n) => n > 0),
          machine.freeSpinMultiplier,
        ),
        t.freePlay,
        t.freeOdds(published),
      ],
    });
  }
  sections.push(
    {
      heading: t.paylines,
      table: { caption: t.paylinesCaption, head: [...t.paylinesHead], rows: machine.lines.map((rows, i) => [String(i + 1), describeLine(rows, locale)]) },
    },
    {
      heading: t.exact,
      paragraphs: [t.rtp(published), t.exactOver(published), t.cap(COIN_RULES.dailyWinningsCap)],
    },
  );
  return sections;
}
