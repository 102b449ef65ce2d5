import type { defaultStyles } from './default-styles';

type Styles = typeof defaultStyles;
/** A text colour and the colour it is read on, both style paths of one component. */
export type StylePair<C extends keyof Styles = keyof Styles> = { text: keyof Styles[C] & string; on: keyof Styles[C] & string };

const pair = <C extends keyof Styles>(text: keyof Styles[C] & string, on: keyof Styles[C] & string): StylePair<C> => ({ text, on });

/**
 * Which colours of each component are read on which: the pairs whose contrast the palette checks
 * while an editor picks (read from the components' stylesheets: a text colour and the background
 * its element sits on). Decorative colours (borders, bullets) are not text and are not listed.
 */
export const STYLE_PAIRS: { [C in keyof Styles]: StylePair<C>[] } = {
  header: [pair('text', 'background'), pair('accent', 'background')],
  footer: [pair('text', 'background'), pair('heading', 'background'), pair('link', 'background')],
  hero: [pair('text', 'background'), pair('title', 'background'), pair('buttonText', 'buttonBackground')],
  features: [pair('text', 'background'), pair('title', 'background'), pair('text', 'cardBackground'), pair('title', 'cardBackground')],
  games: [
    pair('text', 'background'),
    pair('title', 'background'),
    pair('text', 'cardBackground'),
    pair('title', 'cardBackground'),
    pair('badgeText', 'badgeBackground'),
    pair('buttonText', 'buttonBackground'),
  ],
  about: [pair('text', 'background'), pair('title', 'background'), pair('accent', 'background'), pair('figureValue', 'figureBackground')],
  testimonials: [pair('text', 'background'), pair('title', 'background'), pair('text', 'cardBackground'), pair('quote', 'cardBackground')],
  faq: [pair('text', 'background'), pair('title', 'background'), pair('question', 'background')],
  playerStories: [pair('text', 'background'), pair('title', 'background'), pair('text', 'cardBackground'), pair('title', 'cardBackground'), pair('accent', 'cardBackground')],
  banner: [pair('text', 'background'), pair('title', 'background'), pair('highlight', 'background'), pair('buttonText', 'buttonBackground')],
  gamePage: [pair('text', 'background'), pair('title', 'background')],
  gamingTips: [pair('text', 'background'), pair('title', 'background')],
  legal: [pair('text', 'background'), pair('title', 'background'), pair('heading', 'background')],
  notFound: [pair('text', 'background'), pair('title', 'background')],
  responsiblePlay: [pair('headerText', 'headerBackground'), pair('headerTitle', 'headerBackground'), pair('text', 'background'), pair('title', 'background'), pair('text', 'cardBackground')],
  yourPlay: [pair('text', 'background'), pair('title', 'background')],
  helpLines: [
    pair('text', 'background'),
    pair('title', 'background'),
    pair('title', 'cardBackground'),
    pair('text', 'cardBackground'),
    pair('region', 'cardBackground'),
    pair('link', 'cardBackground'),
  ],
};

/** The pairs of a component by its style key (none for a key the site does not know). */
export function stylePairs(component: string): readonly StylePair[] {
  return Object.hasOwn(STYLE_PAIRS, component) ? (STYLE_PAIRS[component as keyof Styles] as StylePair[]) : [];
}
