import { COIN_RULES, formatCoins } from '../../../src/content/coin-rules';
import { lineBetLimits } from '../bet-control';
import type { HowToPlaySection } from '../how-to-play';
import type { BetLimits } from '../wallet';
import { byCount } from './machine';
import { describeLine } from './paylines';
import type { SlotTheme } from './theme';

/** The stakes a slot takes: whole line bets on every payline, inside the wallet's limits. */
export function slotBetLimits(lines: number): BetLimits {
  return { min: lines * Math.ceil(COIN_RULES.minBet / lines), max: lines * Math.floor(COIN_RULES.maxBet / lines), step: lines };
}

/** Run lengths that pay for at least one symbol, shortest first: the paytable's columns. */
function payingLengths(theme: SlotTheme): number[] {
  const reels = theme.machine.reels.length;
  return Array.from({ length: reels }, (_, i) => i + 1).filter((n) => Object.values(theme.machine.pays).some((table) => table[n - 1]! > 0));
}

/** " It lands on reels 2, 3 and 4 only." when the wild is not on every reel. */
function wildReels(theme: SlotTheme): string {
  const reels = theme.machine.reels.flatMap((strip, i) => (strip.includes(theme.machine.wild!) ? [i + 1] : []));
  if (reels.length === theme.machine.reels.length) return '';
  const list = reels.length < 2 ? String(reels[0]) : `${reels.slice(0, -1).join(', ')} and ${reels.at(-1)}`;
  return ` It lands on reel${reels.length > 1 ? 's' : ''} ${list} only.`;
}

/** "3, 4 or 5" */
const orList = (items: (string | number)[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** The panel's text for a slot: how to play, the paytable, free spins, the paylines and the exact odds. */
export function slotHowToPlay(theme: SlotTheme): HowToPlaySection[] {
  const { machine, symbols, published } = theme;
  const lines = machine.lines.length;
  const limits = lineBetLimits(slotBetLimits(lines), lines);
  const lengths = payingLengths(theme);
  const scatter = machine.scatter;
  const wild = machine.wild;
  const scatterCounts = scatter ? Array.from({ length: machine.reels.length * machine.rows + 1 }, (_, n) => n).filter((n) => byCount(scatter.pays, n) > 0 || byCount(scatter.freeSpins, n) > 0) : [];
  const shownCounts = scatterCounts.filter((n) => n <= machine.reels.length);
  const sections: HowToPlaySection[] = [
    {
      heading: 'The rules',
      items: [
        `Every spin plays all ${lines} paylines. Choose your bet per line (${formatCoins(limits.min)} to ${formatCoins(limits.max)} coins); the total bet is the line bet times ${lines}.`,
        'Press Spin, or press Space or Enter. Press Skip (or Space or Enter again) to stop the reels and the win count at once.',
        'A line wins when the same symbol lands on it on adjacent reels starting from the leftmost reel. Each line pays its best win only, and the wins of all lines add up.',
        wild ? `The ${symbols[wild]!.name} is wild: it stands in for every symbol except the ${scatter ? symbols[scatter.symbol]!.name : 'scatter'}.${wildReels(theme)}` : '',
        'Line pays are multiples of the line bet, so every win is a whole number of coins and the return is the same at every bet.',
        'Show lines draws every payline over the reels; winning lines are drawn and their symbols outlined after each spin.',
      ].filter(Boolean),
    },
    {
      heading: 'Paytable',
      table: {
        caption: 'What a run from the leftmost reel pays, as a multiple of the line bet',
        head: ['Symbol', ...lengths.map((n) => `${n} in a row`)],
        rows: Object.entries(machine.pays)
          .filter(([, table]) => table.some((pay) => pay > 0))
          .map(([id, table]) => [symbols[id]!.name + (id === wild ? ' (wild)' : ''), ...lengths.map((n) => (table[n - 1]! > 0 ? `× ${formatCoins(table[n - 1]!)}` : '-'))]),
      },
    },
  ];
  if (scatter) {
    const name = symbols[scatter.symbol]!;
    sections.push({
      heading: 'Free spins',
      items: [
        `${name.plural} pay anywhere in view, in multiples of the total bet: ${shownCounts.map((n) => `${n} pay × ${formatCoins(byCount(scatter.pays, n))}`).join(', ')}.`,
        `${orList(shownCounts.filter((n) => byCount(scatter.freeSpins, n) > 0))} ${name.plural} award ${orList(shownCounts.map((n) => byCount(scatter.freeSpins, n)).filter((n) => n > 0))} free spins at the same bet. Every free spin pays ${machine.freeSpinMultiplier} times its wins, and ${name.plural} in free spins award more free spins.`,
        'Free spins play by themselves, one after another, and are paid with the spin that awarded them, as one round. Skip shows where they end.',
        `About 1 spin in ${published.freeSpinsOneIn} awards free spins; an award plays ${published.freeSpinsPerAward} free spins on average, the free spins they award included.`,
      ],
    });
  }
  sections.push(
    {
      heading: 'Paylines',
      table: { caption: 'The row each payline crosses on reels 1 to 5', head: ['Line', 'Rows'], rows: machine.lines.map((rows, i) => [String(i + 1), describeLine(rows)]) },
    },
    {
      heading: 'Return and hit frequency (exact)',
      paragraphs: [
        `Return to player: ${published.rtpPercent}%, free spins included. Hit frequency: ${published.hitFrequencyPercent}% of spins win something (a line, a scatter pay or free spins).`,
        `Both are exact: worked out over all ${published.combinations} ways the reels can stop, with the free spins' share solved exactly, not estimated. Lines return ${published.lineReturnPercent}%, scatter pays ${published.scatterReturnPercent}% and free spins ${published.freeSpinReturnPercent}%.`,
        `Winnings add at most ${formatCoins(COIN_RULES.dailyWinningsCap)} coins a day; a win past that limit is shown in full, and the coins past it are not added.`,
      ],
    },
  );
  return sections;
}
