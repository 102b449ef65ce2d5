import { COIN_RULES } from '../../../core/coin-rules';
import { h } from './dom';
import { LOCALE, pick, type Locale } from '../locale';
import { shellStrings } from '../strings';
import type { BetLimits } from '../wallet/wallet';

/** One block of the how-to-play panel: plain data, so tests can read what the panel states. */
export type HowToPlaySection = {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  table?: { caption: string; head: string[]; rows: string[][] };
};

/** The closing block every game shares: the stake range, the daily figures, the reminder interval. */
export function playResponsiblySection(limits: BetLimits, locale: Locale = LOCALE): HowToPlaySection {
  const t = pick(shellStrings, locale);
  return {
    heading: t.playResponsibly,
    paragraphs: [t.playResponsiblyText(limits.min, limits.max, limits.step, COIN_RULES.dailyGrant, COIN_RULES.dailyWinningsCap)],
  };
}

/** Renders the sections as a closed <details> panel; `extra` goes at its end (the reminder choice). */
export function howToPlayPanel(sections: HowToPlaySection[], extra: HTMLElement): HTMLElement {
  return h(
    'details',
    { class: 'shell__how' },
    h('summary', {}, pick(shellStrings).howToPlay),
    ...sections.map((section) =>
      h(
        'section',
        {},
        h('h2', {}, section.heading),
        ...(section.paragraphs ?? []).map((p) => h('p', {}, p)),
        section.items ? h('ul', {}, ...section.items.map((item) => h('li', {}, item))) : null,
        section.table ? tableView(section.table) : null,
      ),
    ),
    extra,
  );
}

function tableView(table: NonNullable<HowToPlaySection['table']>): HTMLElement {
  return h(
    'div',
    { class: 'shell__table-scroll' },
    h(
      'table',
      {},
      h('caption', {}, table.caption),
      h('thead', {}, h('tr', {}, ...table.head.map((cell) => h('th', { scope: 'col' }, cell)))),
      h('tbody', {}, ...table.rows.map((row) => h('tr', {}, ...row.map((cell) => h('td', {}, cell))))),
    ),
  );
}
