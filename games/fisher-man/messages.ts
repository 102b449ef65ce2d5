import { coins, decimal, LOCALE, percent, pick, type Locale } from '../kit/locale';
import { exactPercentText, landChance, multiplierText, type Species } from './rules';
import { fisherStrings } from './strings';

/** The fish's name as the page shows it: "Bass", "Achigan". */
export function fishName(species: Species, locale: Locale = LOCALE): string {
  return pick(fisherStrings, locale).fish[species.id].name;
}

/** What a landed fish multiplies the cost by, as the page writes it: "×1.2", "×1,2". */
export function payText(species: Species, locale: Locale = LOCALE): string {
  return decimal(multiplierText(species.multiplier), locale);
}

/** How often a cast lands the fish, as the page writes it: "19.2%", "19,2 %". */
export function chanceText(species: Species, locale: Locale = LOCALE): string {
  return percent(exactPercentText(landChance(species)), locale);
}

/** One line on a fish: what it pays and how often a cast lands it. */
export function fishSummary(species: Species, locale: Locale = LOCALE): string {
  const t = pick(fisherStrings, locale);
  return t.summary(t.fish[species.id], payText(species, locale), chanceText(species, locale));
}

/** What the aim line says (and screen readers hear) when the aim moves. */
export function aimText(species: Species, locale: Locale = LOCALE): string {
  const t = pick(fisherStrings, locale);
  return t.aim(t.fish[species.id], payText(species, locale), chanceText(species, locale));
}

/** What the status line says while a cast is shown, before its outcome. */
export function castingText(species: Species, stake: number, locale: Locale = LOCALE): string {
  const t = pick(fisherStrings, locale);
  return t.casting(t.fish[species.id], coins(stake, locale));
}

/**
 * The result of a cast as the status line states it: the coins actually credited (the daily
 * winnings cap may hold some back), or the cost lost.
 */
export function resultText(species: Species, stake: number, landed: boolean, paid: { credited: number; withheld: number } | null, locale: Locale = LOCALE): string {
  const t = pick(fisherStrings, locale);
  const fish = t.fish[species.id];
  if (!paid) return t.alreadySettled;
  if (!landed) return t.gotAway(fish, coins(stake, locale));
  const held = paid.withheld > 0 ? t.heldBack(paid.withheld) : '';
  return t.landed(fish, payText(species, locale), coins(stake, locale), coins(paid.credited, locale)) + held;
}

/** The short tag floated by the fish in the pond. */
export function floatTag(landed: boolean, credited: number, locale: Locale = LOCALE): string {
  return landed ? `+${coins(credited, locale)}` : pick(fisherStrings, locale).gotAwayTag;
}
