// After `stryker run` (npm run test:mutation): reads Stryker's JSON report and checks every mutated
// file against the project's floor of 90% of mutants caught. Stryker's own `break` threshold
// applies to the total only, so one weak file could hide behind strong ones. Prints the verdict;
// exits 1 when a file is under the floor.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FLOOR = 90;
const report = join(dirname(fileURLToPath(import.meta.url)), '..', 'reports/mutation/mutation.json');
const { files } = JSON.parse(readFileSync(report, 'utf8'));

/** Stryker's mutation score: caught (killed or timed out) over caught and missed (survived or not covered). */
function score(mutants) {
  const count = (...statuses) => mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  const caught = count('Killed', 'Timeout');
  const missed = count('Survived', 'NoCoverage');
  return caught + missed === 0 ? 100 : (100 * caught) / (caught + missed);
}

const scores = Object.entries(files).map(([file, { mutants }]) => ({ file, score: score(mutants) }));
const under = scores.filter((entry) => entry.score < FLOOR);
if (under.length === 0) {
  console.log(`Mutation score: all ${scores.length} files at or above ${FLOOR}%.`);
} else {
  console.log(`Mutation score under ${FLOOR}% in ${under.length} of ${scores.length} files:`);
  for (const { file, score: value } of under) console.log(`  ${file}: ${value.toFixed(2)}%`);
  process.exitCode = 1;
}
