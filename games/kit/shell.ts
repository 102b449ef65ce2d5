import { COIN_RULES, formatCoins } from '../../src/content/coin-rules';
import { fill, h } from './dom';
import { PlayClock, SessionTally } from './reality-check';
import { Sound } from './sound';
import { canClaimDaily, claimDaily, placeBet, readWallet, settleRound, WALLET_KEY, writeWallet, type WalletState } from './wallet';

/** One block of the how-to-play panel. */
export type HowToPlaySection = {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  table?: { caption: string; head: string[]; rows: string[][] };
};

export type ShellOptions = {
  title: string;
  tagline: string;
  howToPlay: HowToPlaySection[];
  /** Starting bet shown in the bet control. */
  defaultBet?: number;
};

/** What a game gets from the shell. */
export type GameShell = {
  /** The game's own area (cards, table). */
  table: HTMLElement;
  /** Where the game puts its action buttons, beside the bet control. */
  actions: HTMLElement;
  /** The bet chosen in the bet control. */
  currentBet(): number;
  /** Takes the stake; on failure shows why and returns false. */
  takeBet(amount: number): boolean;
  /** Pays a settled round (payout includes the stake) and records it for the reality check. */
  settle(stake: number, payout: number): void;
  /** Says something to screen readers; shown in the status line too unless `visible` is false. */
  announce(message: string, visible?: boolean): void;
  /** Locks or unlocks the bet control while a round is in play. */
  lockBet(locked: boolean): void;
  sound: Sound;
  /** Whether animations should be skipped. */
  reducedMotion(): boolean;
};

const safeStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const memory = new Map<string, string>();
const fallbackStorage = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v) };

/**
 * Builds the frame every game shares: title and balance bar, daily grant, sound toggle, bet
 * control, how-to-play panel, the virtual-coins line, a live region and the reality check.
 */
export function mountShell(root: HTMLElement, options: ShellOptions): GameShell {
  const storage = safeStorage() ?? fallbackStorage;
  const sound = new Sound(storage);
  const tally = new SessionTally();
  const clock = new PlayClock(COIN_RULES.realityCheckMinutes * 60_000);
  const now = () => new Date();

  const balanceValue = h('strong', { class: 'shell__balance-value' });
  const grantButton = h('button', { type: 'button', class: 'shell__button shell__button--ghost' }, `Claim ${formatCoins(COIN_RULES.dailyGrant)} free coins`);
  const soundButton = h('button', { type: 'button', class: 'shell__button shell__button--ghost', 'aria-pressed': 'false' }, 'Sound');
  const status = h('p', { class: 'shell__status', role: 'status', 'aria-live': 'polite' });
  const spoken = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const betInput = h('input', {
    id: 'bet',
    class: 'shell__bet-input',
    type: 'number',
    inputmode: 'numeric',
    min: COIN_RULES.minBet,
    max: COIN_RULES.maxBet,
    step: 10,
    value: options.defaultBet ?? 100,
  });
  const betDown = h('button', { type: 'button', class: 'shell__step', 'aria-label': 'Decrease bet' }, '−');
  const betUp = h('button', { type: 'button', class: 'shell__step', 'aria-label': 'Increase bet' }, '+');
  const table = h('section', { class: 'shell__table', 'aria-label': 'Game table' });
  const actions = h('div', { class: 'shell__actions' });

  const show = (state: WalletState) => {
    balanceValue.textContent = formatCoins(state.balance);
    grantButton.disabled = !canClaimDaily(state, now());
  };
  /** Reads the wallet fresh (another game or tab may have changed it) and shows it. */
  const refresh = () => {
    const { state, notice } = readWallet(storage, now());
    show(state);
    if (notice) say(notice);
    return state;
  };
  const save = (state: WalletState) => {
    writeWallet(storage, state);
    show(state);
  };
  const say = (message: string) => {
    status.textContent = message;
  };

  grantButton.addEventListener('click', () => {
    const result = claimDaily(refresh(), now());
    if (!result.ok) return say(result.error);
    save(result.value);
    say(`${formatCoins(COIN_RULES.dailyGrant)} free coins added. Enjoy your play!`);
  });
  soundButton.addEventListener('click', () => soundButton.setAttribute('aria-pressed', String(sound.toggle())));
  const clampBet = (value: number) => Math.min(COIN_RULES.maxBet, Math.max(COIN_RULES.minBet, Math.round(value / 10) * 10 || COIN_RULES.minBet));
  betDown.addEventListener('click', () => (betInput.value = String(clampBet(Number(betInput.value) - 10))));
  betUp.addEventListener('click', () => (betInput.value = String(clampBet(Number(betInput.value) + 10))));
  betInput.addEventListener('change', () => (betInput.value = String(clampBet(Number(betInput.value)))));
  window.addEventListener('storage', (event) => event.key === WALLET_KEY && refresh());

  const dialog = realityCheckDialog(clock, tally, () => say('Good call. Your coins will be here whenever you come back.'));
  const tick = 1000;
  setInterval(() => {
    if (document.visibilityState === 'visible' && clock.advance(tick)) dialog.show();
  }, tick);

  fill(
    root,
    h(
      'header',
      { class: 'shell__bar' },
      h('div', { class: 'shell__title' }, h('h1', {}, options.title), h('p', {}, options.tagline)),
      h('p', { class: 'shell__balance' }, 'Balance: ', balanceValue, ' coins'),
      h('div', { class: 'shell__bar-actions' }, grantButton, soundButton),
    ),
    status,
    table,
    h(
      'div',
      { class: 'shell__controls' },
      h('div', { class: 'shell__bet' }, h('label', { for: 'bet' }, 'Bet (coins)'), betDown, betInput, betUp),
      actions,
    ),
    h('p', { class: 'shell__virtual' }, 'Virtual coins only - no real money'),
    spoken,
    dialog.element,
  );
  // Reading storage the first time and building the panel each run in a task of their own,
  // after the first paint, so that start-up never blocks the page for long.
  const virtualLine = root.querySelector('.shell__virtual')!;
  balanceValue.textContent = '…';
  requestAnimationFrame(() =>
    setTimeout(() => {
      refresh();
      soundButton.setAttribute('aria-pressed', String(sound.load()));
      setTimeout(() => virtualLine.before(howToPlayPanel(options.howToPlay, clock)), 0);
    }, 0),
  );

  return {
    table,
    actions,
    currentBet: () => clampBet(Number(betInput.value)),
    takeBet(amount) {
      const result = placeBet(refresh(), amount);
      if (!result.ok) {
        say(result.error);
        return false;
      }
      save(result.value);
      return true;
    },
    settle(stake, payout) {
      const { state, withheld } = settleRound(refresh(), stake, payout, now());
      save(state);
      tally.record(stake, payout - withheld);
      if (withheld > 0) say(`You reached today's winnings limit: ${formatCoins(withheld)} coins were not added. It resets tomorrow.`);
    },
    announce(message, visible = true) {
      if (visible) return say(message);
      status.textContent = '';
      spoken.textContent = message;
    },
    lockBet(locked) {
      betInput.disabled = locked;
      betDown.disabled = locked;
      betUp.disabled = locked;
    },
    sound,
    reducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}

function howToPlayPanel(sections: HowToPlaySection[], clock: PlayClock): HTMLElement {
  const intervalSelect = h(
    'select',
    { id: 'reality-interval' },
    ...[15, 30, 45, 60].map((minutes) =>
      h('option', { value: minutes, selected: minutes === COIN_RULES.realityCheckMinutes }, `${minutes} minutes`),
    ),
  );
  intervalSelect.addEventListener('change', () => clock.setInterval(Number(intervalSelect.value) * 60_000));
  return h(
    'details',
    { class: 'shell__how' },
    h('summary', {}, 'How to play'),
    ...sections.map((section) =>
      h(
        'section',
        {},
        h('h2', {}, section.heading),
        ...(section.paragraphs ?? []).map((p) => h('p', {}, p)),
        section.items ? h('ul', {}, ...section.items.map((item) => h('li', {}, item))) : null,
        section.table
          ? h(
              'table',
              {},
              h('caption', {}, section.table.caption),
              h('thead', {}, h('tr', {}, ...section.table.head.map((cell) => h('th', { scope: 'col' }, cell)))),
              h('tbody', {}, ...section.table.rows.map((row) => h('tr', {}, ...row.map((cell) => h('td', {}, cell))))),
            )
          : null,
      ),
    ),
    h(
      'section',
      {},
      h('h2', {}, 'Play responsibly'),
      h(
        'p',
        {},
        `Bets run from ${formatCoins(COIN_RULES.minBet)} to ${formatCoins(COIN_RULES.maxBet)} coins. You can claim ${formatCoins(COIN_RULES.dailyGrant)} free coins once a day, and winnings add at most ${formatCoins(COIN_RULES.dailyWinningsCap)} coins a day. Coins have no monetary value.`,
      ),
      h('p', { class: 'shell__interval' }, h('label', { for: 'reality-interval' }, 'Remind me after'), intervalSelect),
    ),
  );
}

function realityCheckDialog(clock: PlayClock, tally: SessionTally, onBreak: () => void) {
  const summary = h('p', {});
  const element = h(
    'dialog',
    { class: 'shell__dialog', 'aria-labelledby': 'reality-title' },
    h('h2', { id: 'reality-title' }, 'Time for a quick check'),
    summary,
    h('p', {}, h('a', { href: '/terms-and-conditions', target: '_blank', rel: 'noopener' }, 'Read about responsible play and virtual coins')),
    h(
      'div',
      { class: 'shell__dialog-actions' },
      h('button', { type: 'button', class: 'shell__button', onclick: () => element.close() }, 'Keep playing'),
      h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => (element.close(), onBreak()) }, 'Take a break'),
    ),
  );
  return {
    element,
    show() {
      summary.textContent = `You have played for ${clock.minutesPlayed} minutes. This session you won ${formatCoins(tally.won)} coins and lost ${formatCoins(tally.lost)} coins.`;
      if (!element.open) element.showModal();
    },
  };
}
