import { test } from 'vitest';
import { seededRandom } from '../kit/random';
import { availableMatches, removePair } from './board';
import { dealTurtle } from './deal';
import { takeHint } from './game';

test('time', () => {
  const times: number[] = [];
  let none = 0;
  for (let seed = 1; seed <= 200; seed++) {
    const random = seededRandom(seed);
    let board = dealTurtle(random).board;
    const moves = random.nextInt(60);
    for (let i = 0; i < moves; i++) {
      const m = availableMatches(board);
      if (!m.length) break;
      const [a, b] = m[random.nextInt(m.length)]!;
      board = removePair(board, a, b);
    }
    const t0 = performance.now();
    const hint = takeHint({ board, selected: null, plan: null, history: [], hints: 0, shuffles: 0 });
    times.push(performance.now() - t0);
    if (!hint) none++;
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ n: times.length, none, median: times[100]!.toFixed(1), p95: times[190]!.toFixed(1), max: times[199]!.toFixed(1) }));
}, 300_000);
