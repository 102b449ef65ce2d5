import type { Strings } from '../kit/locale';
import type { SymbolNames } from '../kit/slots/theme';

const en = {
  tagline: 'Sheriff Badges are wild; three Gold Nuggets bring free spins that pay triple.',
  /** The word drawn on the wild symbol's ribbon. */
  wildMark: 'WILD',
  /** Every symbol's names, by its id on the reels; the theme lays the French ones over the English (kit's themeText). */
  symbols: {
    badge: { name: 'Sheriff Badge', plural: 'Sheriff Badges' },
    nugget: { name: 'Gold Nugget', plural: 'Gold Nuggets' },
    hat: { name: 'Cowboy Hat', plural: 'Cowboy Hats' },
    horseshoe: { name: 'Horseshoe', plural: 'Horseshoes' },
    boots: { name: 'Boot', plural: 'Boots' },
    cactus: { name: 'Cactus', plural: 'Cacti' },
    wheel: { name: 'Wagon Wheel', plural: 'Wagon Wheels' },
    canteen: { name: 'Canteen', plural: 'Canteens' },
    lasso: { name: 'Lasso', plural: 'Lassos' },
  } satisfies Record<string, SymbolNames>,
};

/** Slot Cowboy's own text: its tagline and its symbols' names. */
export const cowboyStrings: Strings<typeof en> = {
  en,
  fr: {
    tagline: 'Les étoiles de shérif sont des jokers\u202f; trois pépites d’or donnent des tours gratuits qui paient le triple.',
    wildMark: 'JOKER',
    symbols: {
      badge: { name: 'Étoile de shérif', plural: 'Étoiles de shérif' },
      nugget: { name: 'Pépite d’or', plural: 'Pépites d’or' },
      hat: { name: 'Chapeau de cowboy', plural: 'Chapeaux de cowboy' },
      horseshoe: { name: 'Fer à cheval', plural: 'Fers à cheval' },
      boots: { name: 'Botte', plural: 'Bottes' },
      cactus: { name: 'Cactus', plural: 'Cactus' },
      wheel: { name: 'Roue de chariot', plural: 'Roues de chariot' },
      canteen: { name: 'Gourde', plural: 'Gourdes' },
      lasso: { name: 'Lasso', plural: 'Lassos' },
    },
  },
};
