import { formatCoins } from '../../src/content/coin-rules';
import { GAMES } from '../registry';
import { h } from './dom';
import {
  activitySummary,
  applyDue,
  BREAK_DAYS,
  clockOf,
  closure,
  dateTimeText,
  LIMIT_NAMES,
  minutesText,
  REALITY_MINUTES,
  setLimit,
  takeBreak,
  type GameActivity,
  type LimitKind,
  type PlayerState,
} from './player-state';
import type { PlayerStore } from './player-store';

/** Daily time limits offered, in minutes (a value stored outside the list is offered too). */
const TIME_CHOICES = [15, 30, 60, 90, 120, 180, 240, 360, 480];
const BREAK_NAMES: Record<number, string> = { 1: '24 hours', 7: '7 days', 30: '30 days' };

const limitText = (kind: LimitKind, value: number | null) => {
  if (value === null) return 'no limit';
  return kind === 'dailyStake' ? `${formatCoins(value)} coins` : minutesText(value);
};

/**
 * "Your play": the limits a player sets, a break, and the activity this browser recorded. The
 * same panel is the page /games/your-play/ (framed by the site's "Play responsibly" page) and a
 * dialog in every game, so both change the one state the games obey. `render` rebuilds it from
 * storage (after a change in another tab).
 */
export function yourPlayPanel(store: PlayerStore, now: () => number, headingLevel: 'h2' | 'h3' = 'h2') {
  const element = h('div', { class: 'yp' });
  const status = h('p', { class: 'yp__status', role: 'status' });
  const heading = (text: string, id: string) => h(headingLevel, { id }, text);

  function render() {
    const state = applyDue(store.read(now()), now());
    element.replaceChildren(status, limitsForm(state), breakSection(state), activitySection(state));
  }

  function selectFor(kind: LimitKind, id: string, choices: number[], removable: boolean, current: number | null): HTMLSelectElement {
    const values = [...new Set([...choices, ...(current === null ? [] : [current])])].sort((a, b) => a - b);
    return h(
      'select',
      { id, name: kind },
      removable ? h('option', { value: '', selected: current === null }, 'No limit') : null,
      ...values.map((value) => h('option', { value, selected: value === current }, limitText(kind, value))),
    );
  }

  function pendingLine(state: PlayerState, kind: LimitKind): string {
    const change = state.pending.find((pending) => pending.kind === kind);
    if (!change) return `Now: ${limitText(kind, state.limits[kind])}.`;
    return `Now: ${limitText(kind, state.limits[kind])}. Changes to ${limitText(kind, change.value)} on ${dateTimeText(change.effectiveAt)}.`;
  }

  function limitsForm(state: PlayerState): HTMLElement {
    const stake = h('input', {
      id: 'yp-stake',
      name: 'dailyStake',
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
      value: state.limits.dailyStake === null ? '' : String(state.limits.dailyStake),
      'aria-describedby': 'yp-stake-now yp-stake-hint',
    });
    const fields: [LimitKind, string, HTMLElement, string | null][] = [
      ['dailyMinutes', 'Daily time limit (all games)', selectFor('dailyMinutes', 'yp-time', TIME_CHOICES, true, state.limits.dailyMinutes), null],
      ['dailyStake', 'Daily stake limit in coins (all games)', stake, 'Whole coins; leave empty for no limit.'],
      ['realityMinutes', 'Reality check every', selectFor('realityMinutes', 'yp-reality', [...REALITY_MINUTES], false, state.limits.realityMinutes), null],
    ];
    const ids: Record<LimitKind, string> = { dailyMinutes: 'yp-time', dailyStake: 'yp-stake', realityMinutes: 'yp-reality' };
    const error = h('p', { class: 'yp__error', id: 'yp-error', role: 'alert' });
    const form = h(
      'form',
      { class: 'yp__section', 'aria-labelledby': 'yp-limits' },
      heading('Your limits', 'yp-limits'),
      h('p', {}, 'Lowering a limit applies at once. Raising or removing one takes effect 24 hours later.'),
      ...fields.map(([kind, label, control, hint]) => {
        if (kind !== 'dailyStake') control.setAttribute('aria-describedby', `${ids[kind]}-now`);
        return h(
          'p',
          { class: 'yp__field' },
          h('label', { for: ids[kind] }, label),
          control,
          hint ? h('span', { class: 'yp__hint', id: 'yp-stake-hint' }, hint) : null,
          h('span', { class: 'yp__now', id: `${ids[kind]}-now` }, pendingLine(state, kind)),
        );
      }),
      error,
      h('button', { type: 'submit', class: 'shell__button' }, 'Save my limits'),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const stakeText = stake.value.replace(/[\s,]/g, '');
      const wanted: [LimitKind, number | null][] = [
        ['dailyMinutes', data.get('dailyMinutes') ? Number(data.get('dailyMinutes')) : null],
        ['dailyStake', stakeText === '' ? null : /^\d+$/.test(stakeText) ? Number(stakeText) : Number.NaN],
        ['realityMinutes', Number(data.get('realityMinutes'))],
      ];
      // Every value is checked before any is saved, so a refused one changes nothing.
      let next = applyDue(store.read(now()), now());
      const said: string[] = [];
      for (const [kind, value] of wanted) {
        const waiting = next.pending.find((change) => change.kind === kind);
        if (value === next.limits[kind] && !waiting) continue;
        if (waiting && value === waiting.value) continue;
        const result = setLimit(next, kind, value, now());
        if (!result.ok) {
          error.textContent = result.error;
          stake.setAttribute('aria-invalid', String(kind === 'dailyStake'));
          form.querySelector<HTMLElement>(`#${ids[kind]}`)!.focus();
          return;
        }
        next = result.value.state;
        const name = LIMIT_NAMES[kind];
        const text = limitText(kind, value);
        const waits = next.pending.find((change) => change.kind === kind);
        said.push(waits ? `Your ${name} changes to ${text} on ${dateTimeText(waits.effectiveAt)}.` : `Your ${name} is now ${text}.`);
      }
      store.write(next);
      render();
      status.textContent = said.length ? said.join(' ') : 'Nothing to change: your limits are as shown.';
      status.focus();
    });
    return form;
  }

  function breakSection(state: PlayerState): HTMLElement {
    const closed = closure(state, now());
    const confirm = h('dialog', { class: 'shell__dialog', 'aria-labelledby': 'yp-confirm-title', 'aria-describedby': 'yp-confirm-text' });
    const ask = (days: number) => {
      const until = clockOf(state, now()) + days * 24 * 3_600_000;
      const start = h('button', { type: 'button', class: 'shell__button' }, 'Start my break');
      const cancel = h('button', { type: 'button', class: 'shell__button shell__button--ghost' }, 'Cancel');
      confirm.replaceChildren(
        h('h2', { id: 'yp-confirm-title' }, `Take a break of ${BREAK_NAMES[days]}?`),
        h('p', { id: 'yp-confirm-text' }, `Every game will be closed until ${dateTimeText(until)}. A break cannot be shortened or undone.`),
        h('div', { class: 'shell__dialog-actions' }, start, cancel),
      );
      cancel.addEventListener('click', () => confirm.close());
      start.addEventListener('click', () => {
        confirm.close();
        let ends = 0;
        store.update(now(), (current) => {
          const result = takeBreak(current, days, now());
          if (!result.ok) return current;
          ends = result.value.breakUntil!;
          return result.value;
        });
        render();
        status.textContent = `Your break has started. Every game is closed until ${dateTimeText(ends)}.`;
        status.focus();
      });
      confirm.showModal();
      cancel.focus();
    };
    const onBreak = closed?.reason === 'break';
    return h(
      'section',
      { class: 'yp__section', 'aria-labelledby': 'yp-break' },
      heading('Take a break', 'yp-break'),
      h('p', {}, 'Close every game in this browser for a while. A break cannot be shortened or undone once it starts.'),
      onBreak ? h('p', { class: 'yp__on-break' }, closed.message) : null,
      h(
        'div',
        { class: 'yp__breaks' },
        ...BREAK_DAYS.map((days) => h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => ask(days) }, onBreak ? `Extend to ${BREAK_NAMES[days]} from now` : BREAK_NAMES[days])),
      ),
      confirm,
    );
  }

  function activitySection(state: PlayerState): HTMLElement {
    const rows = activitySummary(state, now());
    const title = (slug: string) => GAMES.find((game) => game.slug === slug)?.title ?? slug;
    const cells = (activity: GameActivity) => [minutesText(Math.floor(activity.ms / 60_000)), formatCoins(activity.staked), formatCoins(activity.won)];
    const total = (pick: (row: (typeof rows)[number]) => GameActivity) =>
      rows.map(pick).reduce((sum, row) => ({ ms: sum.ms + row.ms, staked: sum.staked + row.staked, won: sum.won + row.won }), { ms: 0, staked: 0, won: 0 });
    return h(
      'section',
      { class: 'yp__section', 'aria-labelledby': 'yp-activity' },
      heading('Your activity', 'yp-activity'),
      h('p', {}, 'Recorded by this browser only. "Won" counts every coin a round paid back, your stake included.'),
      rows.length === 0
        ? h('p', {}, 'No play recorded in this browser in the last 7 days.')
        : h(
            'div',
            { class: 'shell__table-scroll' },
            h(
              'table',
              { class: 'yp__table' },
              h('caption', {}, 'Time played, coins staked and coins won, today and over the last 7 days'),
              h(
                'thead',
                {},
                h('tr', {}, h('td', {}), h('th', { scope: 'colgroup', colspan: 3 }, 'Today'), h('th', { scope: 'colgroup', colspan: 3 }, 'Last 7 days')),
                h('tr', {}, h('th', { scope: 'col' }, 'Game'), ...['Time', 'Staked', 'Won', 'Time', 'Staked', 'Won'].map((text) => h('th', { scope: 'col' }, text))),
              ),
              h(
                'tbody',
                {},
                ...rows.map((row) => h('tr', {}, h('th', { scope: 'row' }, title(row.game)), ...[...cells(row.today), ...cells(row.week)].map((text) => h('td', {}, text)))),
                h('tr', { class: 'yp__total' }, h('th', { scope: 'row' }, 'All games'), ...[...cells(total((row) => row.today)), ...cells(total((row) => row.week))].map((text) => h('td', {}, text))),
              ),
            ),
          ),
    );
  }

  status.tabIndex = -1;
  render();
  return { element, render };
}
