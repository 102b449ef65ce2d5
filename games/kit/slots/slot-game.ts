/**
 * A slot game on the shared engine: the shell (wallet, bet, panel, reality check), the reels, the
 * win meter, Spin / Skip and Show lines, and the keyboard. A theme brings the rest.
 *
 * One spin is one round: the stake is taken, the whole round (the paid spin and every free spin
 * it awards) is drawn and settled at once, then revealed, reel by reel and spin by spin. The
 * balance bar waits for the reveal; closing the page mid-reveal loses nothing.
 */
import { afterFirstPaint, fill, h } from '../ui/dom';
import { coins, pick } from '../locale';
import { cryptoRandom } from '../random';
import { startGame, type GameShell, type RoundResult } from '../shell';
import { lineCoins, windowAt, type LineWin } from './evaluate';
import { slotBetLimits, slotHowToPlay } from './how-to-play';
import { Reveal } from './reveal';
import { createReelsView, describeWindow } from './reels-view';
import { drawStops, playRound, type PlayedSpin, type Round } from './round';
import { slotStrings } from './strings';
import { themeText, type SlotTheme } from './theme';
import { AWARD_PAUSE_MS, BETWEEN_FREE_SPINS_MS, countUpMs, FREE_REEL_GAP_MS, LEAD_MS, REEL_GAP_MS } from './timing';

/** Keys that spin (or skip) when no control has the focus. */
const SPIN_KEYS = new Set([' ', 'Enter']);
/** Focus on these keeps Space and Enter for itself. */
const OWN_KEYS = 'button, a[href], input, select, textarea, summary, [contenteditable], dialog[open] *';
/** A win this many times the stake or more plays the theme's big-win sound. */
const BIG_WIN = 20;

/** Starts the game after the page's first paint: the bet is chosen per line, on every line of the machine. */
export function startSlotGame(theme: SlotTheme): void {
  const lines = theme.machine.lines.length;
  startGame(
    () => ({ slug: theme.slug, tagline: themeText(theme).tagline, howToPlay: slotHowToPlay(theme), betLimits: slotBetLimits(lines), defaultBet: theme.defaultLineBet * lines, lines }),
    (shell) => play(shell, theme),
  );
}

/** The reels, the win meter, Spin / Skip and Show lines, and the keyboard, in the shell startGame mounts. */
function play(shell: GameShell, theme: SlotTheme) {
  const t = pick(slotStrings);
  const { machine } = theme;
  const { symbols } = themeText(theme);
  const lines = machine.lines.length;
  const random = cryptoRandom();
  const reels = createReelsView(machine, symbols);
  const winValue = h('strong', { class: 'slot__win-value' }, '0');
  const freeSpins = h('span', { class: 'slot__free' });
  const result = h('p', { class: 'slot__result' }, t.start(lines));
  const paidLines = h('p', { class: 'slot__paid' });
  const spinButton = h('button', { type: 'button', class: 'shell__button slot__spin' }, t.spin);
  const linesButton = h('button', { type: 'button', class: 'shell__button shell__button--ghost', 'aria-pressed': 'false' }, t.showLines);
  fill(shell.table, h('div', { class: 'slot' }, reels.element, h('div', { class: 'slot__meter' }, h('span', {}, t.win, winValue), freeSpins), result, paidLines));
  fill(shell.actions, spinButton, linesButton);
  // The reels draw in a task of their own, after the shell has been laid out and painted.
  afterFirstPaint(() => reels.isEmpty() && reels.show(windowAt(machine, drawStops(machine, random))));

  let reveal: Reveal | null = null;
  const spinOrSkip = () => (reveal ? reveal.skip() : void spin());
  spinButton.addEventListener('click', spinOrSkip);
  linesButton.addEventListener('click', () => {
    const on = linesButton.getAttribute('aria-pressed') !== 'true';
    linesButton.setAttribute('aria-pressed', String(on));
    reels.showLines(on);
  });
  document.addEventListener('keydown', (event) => {
    if (!SPIN_KEYS.has(event.key) || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
    event.preventDefault();
    spinOrSkip();
  });

  const showWin = (amount: number) => (winValue.textContent = coins(amount));

  /** Where a reveal stands: the round, the spin shown, the free spins awarded before it and the win counted so far. */
  type RevealStep = { round: Round; spin: PlayedSpin; index: number; awarded: number; shown: number };

  /**
   * Reveals one spin: reels landing one by one, then its wins marked and counted onto the meter.
   * The free-spin count says only what was awarded before this spin: it never gives away a
   * retrigger still to come.
   */
  async function revealSpin({ round, spin, index, awarded, shown }: RevealStep, run: Reveal): Promise<void> {
    const animate = !shell.reducedMotion() && !run.skipped;
    freeSpins.textContent = spin.free ? t.freeSpinOf(index, awarded) : '';
    if (animate) {
      reels.startSpin();
      await run.wait(LEAD_MS);
    }
    for (const [reel, column] of spin.window.entries()) {
      if (reel > 0 && animate) await run.wait(spin.free ? FREE_REEL_GAP_MS : REEL_GAP_MS);
      const landing = reels.land(reel, column, animate && !run.skipped);
      run.track(landing);
      if (landing) shell.sound.tones(theme.sounds.reelStop);
    }
    reels.mark(spin);
    paidLines.textContent = spin.lineWins.map((win) => lineWinText(win, round.lineBet, spin.free ? machine.freeSpinMultiplier : 1)).join(' ');
    if (spin.payout > 0 && !run.skipped) shell.sound.tones(spin.payout >= BIG_WIN * round.stake ? theme.sounds.bigWin : theme.sounds.win);
    await run.countUp(shown, shown + spin.payout, animate ? countUpMs(spin.payout, round.stake) : 0, showWin);
    if (spin.scatter.freeSpins > 0) {
      result.textContent = t.awarded(spin.scatter.count, symbols[machine.scatter!.symbol]!.plural, spin.scatter.freeSpins, spin.free);
      if (!run.skipped) shell.sound.tones(theme.sounds.freeSpins);
    }
  }

  async function spin() {
    const stake = shell.currentBet();
    const roundId = await shell.takeBet(stake);
    if (!roundId) return;
    const round = playRound(machine, random, stake / lines);
    const release = shell.holdBalance();
    const paid = await shell.settle(roundId, round.payout);
    const run = (reveal = new Reveal());
    shell.lockBet(true);
    spinButton.textContent = t.skip;
    result.textContent = paidLines.textContent = '';
    showWin(0);
    try {
      let shown = 0;
      let awarded = 0;
      for (const [index, spin] of round.spins.entries()) {
        // A pause before each free spin: longer after an award, for its message to be read.
        if (index > 0 && !shell.reducedMotion()) await run.wait(round.spins[index - 1]!.scatter.freeSpins > 0 ? AWARD_PAUSE_MS : BETWEEN_FREE_SPINS_MS);
        await revealSpin({ round, spin, index, awarded, shown }, run);
        shown += spin.payout;
        awarded += spin.scatter.freeSpins;
      }
    } finally {
      release();
      reveal = null;
      spinButton.textContent = t.spin;
      shell.lockBet(false);
    }
    const last = round.spins.at(-1)!;
    result.textContent = outcome(round, paid);
    freeSpins.textContent = round.spins.length > 1 ? t.freePlayed(round.spins.length - 1) : '';
    shell.announce(`${describeWindow(last.window, symbols)} ${paidLines.textContent} ${result.textContent}`, false);
  }

  /** What the round paid, in words: the win, the free spins' share and anything the daily limit held back. */
  function outcome(round: Round, paid: RoundResult | null): string {
    if (round.payout === 0) return t.noWin(round.stake);
    const free = round.spins.slice(1).reduce((sum, played) => sum + played.payout, 0);
    return t.won(round.payout, round.stake, round.spins.length - 1, free, paid?.withheld ?? 0);
  }

  /** "Line 4: 3 Lanterns pay 100 coins." */
  function lineWinText(win: LineWin, lineBet: number, multiplier: number): string {
    const symbol = symbols[win.symbol]!;
    return t.lineWin(win.line + 1, win.count, win.count === 1 ? symbol.name : symbol.plural, lineCoins(win, lineBet, multiplier));
  }
}
