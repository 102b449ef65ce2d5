import { h } from '../kit/ui/dom';
import { coins, decimal, percent, pick } from '../kit/locale';
import { percentText, prizes } from './how-to-play';
import { prizeColour } from './palette';
import { FREE_SPIN_VALUE, multiplierText, spinReturn, TOTAL_WEIGHT } from './rules';
import { wheelStrings } from './strings';

/** The odds at a glance beside the wheel: each prize's colour, multiplier and chance, and the return. */
export function prizeLegend(): HTMLElement {
  const t = pick(wheelStrings);
  const { numerator, denominator } = spinReturn();
  return h(
    'div',
    { class: 'wof__legend' },
    h('h2', {}, t.legendHeading),
    h(
      'ul',
      {},
      ...prizes()
        .reverse()
        .map((prize) =>
          h(
            'li',
            {},
            h('span', { class: 'wof__swatch', style: `background:${prizeColour(prize.multiplier)}` }),
            h('span', { class: 'wof__legend-prize' }, decimal(multiplierText(prize.multiplier))),
            h('span', { class: 'wof__legend-chance' }, percent(percentText(prize.weight, TOTAL_WEIGHT).replace('.00', ''))),
          ),
        ),
    ),
    h('p', {}, t.legendReturn(percent(percentText(numerator, denominator)), coins(FREE_SPIN_VALUE))),
  );
}
