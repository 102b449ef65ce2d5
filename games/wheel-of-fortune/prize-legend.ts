import { formatCoins } from '../../src/content/coin-rules';
import { h } from '../kit/dom';
import { percentText, prizes } from './how-to-play';
import { prizeColour } from './palette';
import { FREE_SPIN_VALUE, multiplierText, spinReturn, TOTAL_WEIGHT } from './rules';

/** The odds at a glance beside the wheel: each prize's colour, multiplier and chance, and the return. */
export function prizeLegend(): HTMLElement {
  const { numerator, denominator } = spinReturn();
  return h(
    'div',
    { class: 'wof__legend' },
    h('h2', {}, 'Prizes and chances'),
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
            h('span', { class: 'wof__legend-prize' }, multiplierText(prize.multiplier)),
            h('span', { class: 'wof__legend-chance' }, percentText(prize.weight, TOTAL_WEIGHT).replace('.00', '')),
          ),
        ),
    ),
    h('p', {}, `Paid spins return ${percentText(numerator, denominator)}. Your daily free spin pays ${formatCoins(FREE_SPIN_VALUE)} coins times the prize.`),
  );
}
