import tokens from '../../core/colour-tokens.json';
import { contrastRatio } from './contrast';
import type { defaultStyles } from './default-styles';

type Styles = typeof defaultStyles;
/** A colour of the site that no editor changes (a token the stylesheet names itself, such as the navy behind the features' numbers). */
type Fixed = { fixed: keyof typeof tokens };
/** One side of a pair: a style path of the component, or a fixed colour. */
type Side<C extends keyof Styles> = (keyof Styles[C] & string) | Fixed;
/** A text colour and the colour it is read on: style paths of one component, or one of them a fixed colour. */
export type StylePair<C extends keyof Styles = keyof Styles> = { text: Side<C>; on: Side<C> };

const pair = <C extends keyof Styles>(text: Side<C>, on: Side<C>): StylePair<C> => ({ text, on });
const fixed = (token: keyof typeof tokens): Fixed => ({ fixed: token });

/**
 * Which colours of each component are read on which: the pairs whose contrast the palette checks
 * while an editor picks (read from the components' stylesheets: a text colour and the background
 * its element sits on). Decorative colours (borders, bullets) are not text and are not listed.
 */
export const STYLE_PAIRS: { [C in keyof Styles]: StylePair<C>[] } = {
  header: [pair('text', 'background'), pair('accent', 'background')],
  footer: [pair('text', 'background'), pair('heading', 'background'), pair('link', 'background')],
  hero: [pair('text', 'background'), pair('title', 'background'), pair('buttonText', 'buttonBackground')],
  // The numbers of the features are the accent on navy.
  features: [pair('text', 'background'), pair('title', 'background'), pair('text', 'cardBackground'), pair('title', 'cardBackground'), pair('accent', fixed('navy'))],
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
  // The contact button's words are ink on the accent.
  faq: [pair('text', 'background'), pair('title', 'background'), pair('question', 'background'), pair(fixed('ink'), 'accent')],
  // The avatars' initials are ink on the accent.
  playerStories: [
    pair('text', 'background'),
    pair('title', 'background'),
    pair('text', 'cardBackground'),
    pair('title', 'cardBackground'),
    pair('accent', 'cardBackground'),
    pair(fixed('ink'), 'accent'),
  ],
  banner: [pair('text', 'background'), pair('title', 'background'), pair('highlight', 'background'), pair('buttonText', 'buttonBackground')],
  // A game's badge is ink on the accent; so are the tips' numbers.
  gamePage: [pair('text', 'background'), pair('title', 'background'), pair(fixed('ink'), 'accent')],
  gamingTips: [pair('text', 'background'), pair('title', 'background'), pair(fixed('ink'), 'accent')],
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

/** A pair's side as the palette names it: the style path, or the fixed colour's token ("navy (fixed)"). */
function sideName(side: Side<keyof Styles>): string {
  return typeof side === 'string' ? side : `${side.fixed} (fixed)`;
}

/**
 * The contrast of each pair of a component with its colours `colours` (style path -> hex), fixed
 * colours from the token file; a pair whose colour is not hex is left out.
 */
export function pairContrasts(component: string, colours: Record<string, string>): { text: string; on: string; ratio: number }[] {
  const colourOf = (side: Side<keyof Styles>) => (typeof side === 'string' ? (colours[side] ?? '') : tokens[side.fixed]);
  return stylePairs(component).flatMap(({ text, on }) => {
    const ratio = contrastRatio(colourOf(text), colourOf(on));
    return ratio === null ? [] : [{ text: sideName(text), on: sideName(on), ratio }];
  });
}
