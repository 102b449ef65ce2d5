import '../kit/ui/kit.css';
import './wheel-of-fortune.css';
import { fill, h, setDisabled } from '../kit/ui/dom';
import { decimal, pick } from '../kit/locale';
import { cryptoRandom } from '../kit/random';
import { startGame, type GameShell } from '../kit/shell';
import { paidResult } from './paid-result';
import { wheelHowToPlay } from './how-to-play';
import { prizeLegend } from './prize-legend';
import { drawSegment, freePrize, multiplierText, payout, SEGMENTS } from './rules';
import { landingRotation } from './spin-plan';
import { wheelStrings } from './strings';
import { createWheelView } from './wheel-view';

const t = pick(wheelStrings);

/** A segment's multiplier as the page writes it: ×1.5, or ×1,5 in French. */
const multiplierOf = (segment: number) => decimal(multiplierText(SEGMENTS[segment]!.multiplier));

/** The wheel, its legend and the spins, in the shell startGame mounts after the first paint. */
function play(shell: GameShell) {
  const random = cryptoRandom();
  const wheel = createWheelView();
  const spinButton = h('button', { type: 'button', class: 'shell__button wof__spin' }, t.spin);
  const freeButton = h('button', { type: 'button', class: 'shell__button wof__free', disabled: true }, t.freeSpin);
  const layout = h('div', { class: 'wof__layout' }, wheel.element);
  let spinning = false;

  fill(shell.table, layout);
  fill(shell.actions, spinButton, freeButton);
  // The legend (desktop only) in a task of its own, so no start-up task runs long.
  setTimeout(() => layout.append(prizeLegend()), 0);

  /** The free spin's button: open once a day, and never during a spin. */
  function showFreeSpin() {
    const open = shell.freeRoundOpen();
    // The free spin used, the focus goes to the paid spin beside it (Stop while the wheel turns).
    setDisabled(freeButton, spinning || !open, () => spinButton);
    freeButton.textContent = open ? t.freeSpin : t.freeSpinAtMidnight;
  }

  /** Turns the wheel to a segment already drawn and paid; `said` is the result to announce when it stops. */
  function show(segment: number, release: () => void, said: string, won: boolean) {
    spinning = true;
    shell.lockBet(true);
    spinButton.textContent = t.stop;
    wheel.mark(null);
    showFreeSpin();
    shell.announce(t.spinning);
    shell.sound.play('deal');
    const to = landingRotation(wheel.rotation(), segment, random.nextInt(1001) / 1000);
    wheel.spinTo(to, !shell.reducedMotion(), () => {
      spinning = false;
      release();
      wheel.mark(segment);
      shell.lockBet(false);
      spinButton.textContent = t.spin;
      showFreeSpin();
      shell.sound.play(won ? 'win' : 'lose');
      shell.announce(said);
    });
  }

  /** A paid spin: the stake is taken, the segment drawn and the round paid at once; the wheel then shows it. */
  async function spin() {
    if (spinning) return wheel.finish();
    // Spinning from the click on: a second click while the stake is taken waits for this spin.
    spinning = true;
    const stake = shell.currentBet();
    const roundId = await shell.takeBet(stake);
    if (!roundId) {
      spinning = false;
      return;
    }
    const release = shell.holdBalance();
    const segment = drawSegment(random);
    const result = await shell.settle(roundId, payout(stake, segment));
    show(segment, release, paidResult(multiplierOf(segment), stake, result), (result?.credited ?? 0) > stake);
  }

  /** The daily free spin: drawn and paid at once through the wallet, so the daily cap and the once-a-day rule hold. */
  async function freeSpin() {
    if (spinning) return;
    spinning = true;
    const release = shell.holdBalance();
    const segment = drawSegment(random);
    const result = await shell.playFreeRound(freePrize(segment));
    if (!result) {
      spinning = false;
      release();
      return showFreeSpin();
    }
    const won = result.credited > 0 ? t.freeWin(result.credited) : t.freeCapped;
    show(segment, release, t.freeResult(multiplierOf(segment), won), result.credited > 0);
  }

  spinButton.addEventListener('click', () => void spin());
  freeButton.addEventListener('click', () => void freeSpin());
  // Space or Enter spins (or stops the wheel) when no control has the focus.
  document.addEventListener('keydown', (event) => {
    if ((event.key !== ' ' && event.key !== 'Enter') || event.repeat) return;
    if (event.target !== document.body && event.target !== document.documentElement) return;
    event.preventDefault();
    void spin();
  });
  // The free spin opens at midnight and may be used in another tab: keep its button current.
  setInterval(() => !spinning && showFreeSpin(), 1000);
  // After the shell's first read of the wallet (queued the same way, earlier).
  requestAnimationFrame(() => setTimeout(showFreeSpin, 0));
}

startGame(() => ({ slug: 'wheel-of-fortune', tagline: t.tagline, howToPlay: wheelHowToPlay(), defaultBet: 100 }), play);
