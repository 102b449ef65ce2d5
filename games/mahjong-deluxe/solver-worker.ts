/** The solver's worker: each board posted to it is answered with the solver's result for it. */
import type { Board } from './board';
import { solve } from './solver';

onmessage = (event: MessageEvent<Board>) => postMessage(solve(event.data));
