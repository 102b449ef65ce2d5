import type { Strings } from '../kit/locale';
import type { SymbolNames } from '../kit/slots/theme';

const en = {
  tagline: 'Dragons are wild; three Gongs bring free spins that pay double.',
  /** The word drawn on the wild symbol's ribbon. */
  wildMark: 'WILD',
  /** Every symbol's names, by its id on the reels; the theme lays the French ones over the English (kit's themeText). */
  symbols: {
    dragon: { name: 'Dragon', plural: 'Dragons' },
    gong: { name: 'Gong', plural: 'Gongs' },
    master: { name: 'Master', plural: 'Masters' },
    lantern: { name: 'Lantern', plural: 'Lanterns' },
    pagoda: { name: 'Pagoda', plural: 'Pagodas' },
    fan: { name: 'Fan', plural: 'Fans' },
    coin: { name: 'Jade Coin', plural: 'Jade Coins' },
    bamboo: { name: 'Bamboo', plural: 'Bamboos' },
    teapot: { name: 'Teapot', plural: 'Teapots' },
  } satisfies Record<string, SymbolNames>,
};

/** Slot Kongfu's own text: its tagline and its symbols' names. */
export const kongfuStrings: Strings<typeof en> = {
  en,
  fr: {
    tagline: 'Les dragons sont des jokers\u202f; trois gongs donnent des tours gratuits qui paient le double.',
    wildMark: 'JOKER',
    symbols: {
      dragon: { name: 'Dragon', plural: 'Dragons' },
      gong: { name: 'Gong', plural: 'Gongs' },
      master: { name: 'Maître', plural: 'Maîtres' },
      lantern: { name: 'Lanterne', plural: 'Lanternes' },
      pagoda: { name: 'Pagode', plural: 'Pagodes' },
      fan: { name: 'Éventail', plural: 'Éventails' },
      coin: { name: 'Pièce de jade', plural: 'Pièces de jade' },
      bamboo: { name: 'Bambou', plural: 'Bambous' },
      teapot: { name: 'Théière', plural: 'Théières' },
    },
  },
};
