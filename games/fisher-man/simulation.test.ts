import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { allowedStakes } from '../kit/wallet/wallet';
import { fishName } from './messages';
import { BET_LIMITS, cast, RETURN_HUNDREDTHS, SPECIES } from './rules';

const CASTS_PER_FISH = 1_000_000;
const R = RETURN_HUNDREDTHS / 100;

/**
 * A seeded million casts at each fish, the cost cycling through every allowed stake. The return
 * (coins paid / coins staked) must land within four standard errors of 96%. One cast's payout
 * per coin staked is m with probability R/m, so its variance is R·m − R²; the ratio's standard
 * error is sqrt(Σ stake² · (R·m − R²)) / Σ stake.
 */
test.each(SPECIES.map((species) => [fishName(species, 'en'), species] as const))('a seeded million casts at the %s return 96% within four standard errors', (_name, species) => {
  const random = seededRandom(20_261_123 + species.multiplier);
  const stakes = allowedStakes(BET_LIMITS);
  let staked = 0;
  let paid = 0;
  let squares = 0;
  for (let i = 0; i < CASTS_PER_FISH; i++) {
    const stake = stakes[i % stakes.length]!;
    staked += stake;
    squares += stake * stake;
    paid += cast(stake, species, random).payout;
  }
  const m = species.multiplier / 100;
  const standardError = Math.sqrt(squares * (R * m - R * R)) / staked;
  const measured = paid / staked;
  console.info(`${fishName(species, 'en')}: ${CASTS_PER_FISH} casts returned ${(measured * 100).toFixed(3)}% (expected 96%, standard error ${(standardError * 100).toFixed(3)} points)`);
  expect(Math.abs(measured - R)).toBeLessThanOrEqual(4 * standardError);
});
