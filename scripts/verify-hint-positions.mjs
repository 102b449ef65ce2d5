// npm run audit:hints: the figures behind "hints are true" (docs/decisions/025), on the 1,000 seeded
// Mahjong positions of games/mahjong-deluxe/hints-are-true.test.ts. Prints the solver's answers,
// its time per position (median, 95th percentile, most) and the positions it branched from, and
// whether it ever reached its cap. Then it checks every "none" with a search written apart from the
// solver (games/mahjong-deluxe/exhaustive-search.ts): first on the whole position; when that does
// not finish, on a part of it that cannot be cleared either. A part keeps whole groups of tiles, and
// an order that clears a board, less the pairs of the groups dropped, clears the part (taking tiles
// away never blocks another), so a part with no order proves the board has none. The solver only
// suggests which groups to drop; the search of every order of the part decides. A "none" whose
// part is too big for that search within --budget is listed as not confirmed (it rests on the
// solver's proof alone). Not part of `npm test`: about ten minutes on 2 cores. Exits 1 when the
// plain search finds an order where the solver found none, or when the solver answers "unknown".
//   npm run audit:hints -- [--positions 1000] [--budget 2000000]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const games = (file) => import(join(root, 'games/mahjong-deluxe', file));
const { hintPosition } = await games('hint-positions.ts');
const { solve, NODE_CAP } = await games('solver.ts');
const { exhaustiveVerdict } = await games('exhaustive-search.ts');
const { EMPTY } = await games('board.ts');
const { matchGroup } = await games('tiles.ts');
const { values: options } = parseArgs({ options: { positions: { type: 'string', default: '1000' }, budget: { type: 'string', default: '2000000' } } });
const positions = Number(options.positions);
const budget = Number(options.budget);

const answers = { order: 0, none: 0, unknown: 0 };
const times = [];
const nodes = [];
const nones = [];
for (let seed = 1; seed <= positions; seed++) {
  const board = hintPosition(seed);
  const started = performance.now();
  const result = solve(board);
  times.push(performance.now() - started);
  nodes.push(result.nodes);
  answers[result.kind] += 1;
  if (result.kind === 'none') nones.push({ seed, board });
}
const at = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))];
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
console.log(`${positions} positions: ${answers.order} with an order, ${answers.none} with none, ${answers.unknown} unknown (cap ${NODE_CAP} positions)`);
console.log(`solve time: median ${ms(at(times, 0.5))}, 95th percentile ${ms(at(times, 0.95))}, most ${ms(Math.max(...times))}, all ${ms(times.reduce((a, b) => a + b, 0))}`);
console.log(`positions branched from: median ${at(nodes, 0.5)}, 95th percentile ${at(nodes, 0.95)}, most ${Math.max(...nodes)}`);

/** Keeps only the groups of `board` that a dead end needs, as the solver sees it: each group whose removal leaves none is dropped. */
function deadPart(board) {
  let kept = [...new Set(board.filter((face) => face !== EMPTY).map(matchGroup))];
  const only = (groups) => board.map((face) => (face !== EMPTY && groups.includes(matchGroup(face)) ? face : EMPTY));
  for (const group of [...kept]) {
    const fewer = kept.filter((other) => other !== group);
    if (solve(only(fewer)).kind === 'none') kept = fewer;
  }
  return only(kept);
}

let whole = 0;
let byPart = 0;
const open = [];
const wrong = [];
for (const { seed, board } of nones) {
  const direct = exhaustiveVerdict(board, 2_000);
  if (direct === 'none') whole += 1;
  if (direct === 'order') wrong.push(seed);
  if (direct !== 'unknown') continue;
  const part = deadPart(board);
  const verdict = exhaustiveVerdict(part, budget);
  const tiles = part.filter((face) => face !== EMPTY).length;
  if (verdict === 'none') byPart += 1;
  else open.push(`${seed} (${tiles} tiles in the part: ${verdict})`);
}
console.log(
  `"none" confirmed by a search of every order: ${whole} on the whole position (2,000 positions each), ${byPart} on a part of it (up to ${budget} positions each); ${open.length} not confirmed${open.length ? `: ${open.join(', ')}` : ''}`,
);
if (wrong.length) console.log(`DISAGREEMENT: an order exists on positions ${wrong.join(', ')}`);
if (wrong.length || answers.unknown) process.exitCode = 1;
