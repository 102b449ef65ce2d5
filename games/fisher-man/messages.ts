import { formatCoins } from '../../src/content/coin-rules';
import { exactPercentText, landChance, multiplierText, type Species } from './rules';

/** One line on a fish: what it pays and how often a cast lands it. */
export function fishSummary(species: Species): string {
  return `${species.name}: pays ${multiplierText(species.multiplier)}, landed on ${exactPercentText(landChance(species))} of casts`;
}

/** What the aim line says (and screen readers hear) when the aim moves. */
export function aimText(species: Species): string {
  return `Aim: ${species.name} ${multiplierText(species.multiplier)}, landed on ${exactPercentText(landChance(species))} of casts.`;
}

/**
 * The result of a cast as the status line states it: the coins actually credited (the daily
 * winnings cap may hold some back), or the cost lost.
 */
export function resultText(species: Species, stake: number, landed: boolean, paid: { credited: number; withheld: number } | null): string {
  if (!paid) return 'This cast was already settled, so nothing more was added.';
  if (!landed) return `The ${species.name} got away: ${formatCoins(stake)} coins lost.`;
  const held = paid.withheld > 0 ? ` Today's winnings limit held back ${formatCoins(paid.withheld)} coins.` : '';
  return `Landed the ${species.name}! ${multiplierText(species.multiplier)} on ${formatCoins(stake)} coins: ${formatCoins(paid.credited)} coins added.${held}`;
}

/** The short tag floated by the fish in the pond. */
export function floatTag(landed: boolean, credited: number): string {
  return landed ? `+${formatCoins(credited)}` : 'Got away';
}
