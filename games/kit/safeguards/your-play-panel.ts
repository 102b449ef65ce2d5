import { h } from '../ui/dom';
import { gameText } from '../game-text';
import { coins, pick } from '../locale';
import { activitySummary, applyDue, BREAK_DAYS, clockOf, closure, REALITY_MINUTES, setLimit, takeBreak, type GameActivity, type LimitKind, type PlayerState } from './player-state';
import type { PlayerStore } from './player-store';
import { closureText, dateTimeText, minutesText, playerRefusalText } from './messages';
import { playerStrings, yourPlayStrings } from '../strings';
import type { Exclusive } from '../wallet/coins-lock';

/** Daily time limits offered, in minutes (a value stored outside the list is offered too). */
const TIME_CHOICES = [15, 30, 60, 90, 120, 180, 240, 360, 480];

/**
 * "Your play": the limits a player sets, a break, and the activity this browser recorded. The
 * same panel is the page /games/your-play/ (framed by the site's "Play responsibly" page) and a
 * dialog in every game, so both change the one state the games obey. `render` rebuilds it from
 * storage (after a change in another tab).
 */
export function yourPlayPanel(store: PlayerStore, now: () => number, headingLevel: 'h2' | 'h3' = 'h2', exclusive: Exclusive = (work) => Promise.resolve(work())) {
  const t = pick(yourPlayStrings);
  const limitText = t.value;
  const element = h('div', { class: 'yp' });
  const status = h('p', { class: 'yp__status', role: 'status' });
  const heading = (text: string, id: string) => h(headingLevel, { id }, text);

  /** What the limits and break sections show of the state when last built; null before the first. */
  let settingsShown: string | null = null;
  let activityShown: HTMLElement | null = null;

  /**
   * Shows the state as stored. With `keepEdits` (another tab changed the state), when only the
   * activity changed (a game open in another window saves its play time every 10 seconds), only the
   * activity table is built again: a limit being typed, its focus and a break's confirmation stay as
   * the player left them.
   */
  function render(keepEdits = false) {
    const state = applyDue(store.read(now()), now());
    const settings = JSON.stringify([state.age, state.limits, state.pending, state.breakUntil, state.safetyUntil]);
    const activity = activitySection(state);
    if (keepEdits && settings === settingsShown && activityShown?.parentElement === element) activityShown.replaceWith(activity);
    else element.replaceChildren(status, limitsForm(state), breakSection(state), activity);
    settingsShown = settings;
    activityShown = activity;
  }

  function selectFor(kind: LimitKind, id: string, choices: number[], removable: boolean, current: number | null): HTMLSelectElement {
    const values = [...new Set([...choices, ...(current === null ? [] : [current])])].sort((a, b) => a - b);
    return h(
      'select',
      { id, name: kind },
      removable ? h('option', { value: '', selected: current === null }, t.noLimit) : null,
      ...values.map((value) => h('option', { value, selected: value === current }, limitText(kind, value))),
    );
  }

  function pendingLine(state: PlayerState, kind: LimitKind): string {
    const change = state.pending.find((pending) => pending.kind === kind);
    const current = limitText(kind, state.limits[kind]);
    if (!change) return t.now(current);
    return t.nowChanging(current, change.value === null ? null : limitText(kind, change.value), dateTimeText(change.effectiveAt));
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
      ['dailyMinutes', t.timeLabel, selectFor('dailyMinutes', 'yp-time', TIME_CHOICES, true, state.limits.dailyMinutes), null],
      ['dailyStake', t.stakeLabel, stake, t.stakeHint],
      ['realityMinutes', t.realityLabel, selectFor('realityMinutes', 'yp-reality', [...REALITY_MINUTES], false, state.limits.realityMinutes), null],
    ];
    const ids: Record<LimitKind, string> = { dailyMinutes: 'yp-time', dailyStake: 'yp-stake', realityMinutes: 'yp-reality' };
    const error = h('p', { class: 'yp__error', id: 'yp-error', role: 'alert' });
    const form = h(
      'form',
      { class: 'yp__section', 'aria-labelledby': 'yp-limits' },
      heading(t.limits, 'yp-limits'),
      h('p', {}, t.limitsLead),
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
      h('button', { type: 'submit', class: 'shell__button' }, t.save),
    );
    // Only the limits the player changed are set: the form also holds the others, shown at their
    // current value, and setting one of those again would cancel a raise of it still waiting.
    // Choosing a limit's current value again (touching it) still cancels its waiting raise.
    const touched = new Set<string>();
    form.addEventListener('change', (event) => touched.add((event.target as HTMLInputElement).name));
    const changed = (kind: LimitKind, value: number | null) => touched.has(kind) || value !== state.limits[kind];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const stakeText = stake.value.replace(/[\s,]/g, '');
      const wanted: [LimitKind, number | null][] = [
        ['dailyMinutes', data.get('dailyMinutes') ? Number(data.get('dailyMinutes')) : null],
        ['dailyStake', stakeText === '' ? null : /^\d+$/.test(stakeText) ? Number(stakeText) : Number.NaN],
        ['realityMinutes', Number(data.get('realityMinutes'))],
      ];
      // Every value is checked before any is saved, so a refused one changes nothing; read and save are one step across tabs.
      void exclusive(() => save(wanted.filter(([kind, value]) => changed(kind, value))));
    });
    /** Checks every wanted value and saves them together, or shows the first refused one. */
    function save(wanted: [LimitKind, number | null][]) {
      let next = applyDue(store.read(now()), now());
      const said: string[] = [];
      for (const [kind, value] of wanted) {
        const waiting = next.pending.find((change) => change.kind === kind);
        if (value === next.limits[kind] && !waiting) continue;
        if (waiting && value === waiting.value) continue;
        const result = setLimit(next, kind, value, now());
        if (!result.ok) {
          error.textContent = playerRefusalText(result.error);
          stake.setAttribute('aria-invalid', String(kind === 'dailyStake'));
          form.querySelector<HTMLElement>(`#${ids[kind]}`)!.focus();
          return;
        }
        next = result.value.state;
        const name = pick(playerStrings).limitNames[kind];
        const waits = next.pending.find((change) => change.kind === kind);
        said.push(waits ? t.changesOn(name, value === null ? null : limitText(kind, value), dateTimeText(waits.effectiveAt)) : t.isNow(name, limitText(kind, value)));
      }
      store.write(next);
      render();
      status.textContent = said.length ? said.join(' ') : t.unchanged;
      status.focus();
    }
    return form;
  }

  function breakSection(state: PlayerState): HTMLElement {
    const closed = closure(state, now());
    const confirm = h('dialog', { class: 'shell__dialog', 'aria-labelledby': 'yp-confirm-title', 'aria-describedby': 'yp-confirm-text' });
    const ask = (days: number) => {
      const until = clockOf(state, now()) + days * 24 * 3_600_000;
      const start = h('button', { type: 'button', class: 'shell__button' }, t.startBreak);
      const cancel = h('button', { type: 'button', class: 'shell__button shell__button--ghost' }, t.cancel);
      confirm.replaceChildren(
        h('h2', { id: 'yp-confirm-title' }, t.askBreak(t.breaks[days]!)),
        h('p', { id: 'yp-confirm-text' }, t.breakWarning(dateTimeText(until))),
        h('div', { class: 'shell__dialog-actions' }, start, cancel),
      );
      cancel.addEventListener('click', () => confirm.close());
      start.addEventListener('click', () => {
        confirm.close();
        let ends = 0;
        void exclusive(() =>
          store.update(now(), (current) => {
            const result = takeBreak(current, days, now());
            if (!result.ok) return current;
            ends = result.value.breakUntil!;
            return result.value;
          }),
        ).then(() => {
          render();
          status.textContent = t.breakStarted(dateTimeText(ends));
          status.focus();
        });
      });
      confirm.showModal();
      cancel.focus();
    };
    const onBreak = closed?.reason === 'break';
    /** On a break, only the lengths that would end it later are offered: extending a 24-hour break just taken to 24 hours changes nothing. */
    const clock = clockOf(state, now());
    const lengths = BREAK_DAYS.filter((days) => !onBreak || clock + days * 24 * 3_600_000 > (closed.until ?? 0) + 60_000);
    return h(
      'section',
      { class: 'yp__section', 'aria-labelledby': 'yp-break' },
      heading(t.breakHeading, 'yp-break'),
      h('p', {}, t.breakLead),
      onBreak ? h('p', { class: 'yp__on-break' }, closureText(closed)) : null,
      h(
        'div',
        { class: 'yp__breaks' },
        ...lengths.map((days) => h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => ask(days) }, onBreak ? t.extend(t.breaks[days]!) : t.breaks[days])),
      ),
      confirm,
    );
  }

  function activitySection(state: PlayerState): HTMLElement {
    const rows = activitySummary(state, now());
    const title = (slug: string) => gameText(slug)?.title ?? slug;
    const cells = (activity: GameActivity) => [minutesText(Math.floor(activity.ms / 60_000)), coins(activity.staked), coins(activity.won)];
    const total = (pick: (row: (typeof rows)[number]) => GameActivity) =>
      rows.map(pick).reduce((sum, row) => ({ ms: sum.ms + row.ms, staked: sum.staked + row.staked, won: sum.won + row.won }), { ms: 0, staked: 0, won: 0 });
    return h(
      'section',
      { class: 'yp__section', 'aria-labelledby': 'yp-activity' },
      heading(t.activity, 'yp-activity'),
      h('p', {}, t.activityLead),
      rows.length === 0
        ? h('p', {}, t.noActivity)
        : h(
            'div',
            { class: 'shell__table-scroll' },
            h(
              'table',
              { class: 'yp__table' },
              h('caption', {}, t.caption),
              h(
                'thead',
                {},
                h('tr', {}, h('td', {}), h('th', { scope: 'colgroup', colspan: 3 }, t.today), h('th', { scope: 'colgroup', colspan: 3 }, t.week)),
                h('tr', {}, h('th', { scope: 'col' }, t.game), ...[...t.columns, ...t.columns].map((text) => h('th', { scope: 'col' }, text))),
              ),
              h(
                'tbody',
                {},
                ...rows.map((row) => h('tr', {}, h('th', { scope: 'row' }, title(row.game)), ...[...cells(row.today), ...cells(row.week)].map((text) => h('td', {}, text)))),
                h('tr', { class: 'yp__total' }, h('th', { scope: 'row' }, t.allGames), ...[...cells(total((row) => row.today)), ...cells(total((row) => row.week))].map((text) => h('td', {}, text))),
              ),
            ),
          ),
    );
  }

  status.tabIndex = -1;
  render();
  return { element, render };
}
