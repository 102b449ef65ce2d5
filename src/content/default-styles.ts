import type { StyleSet } from './schema';
import tokens from '../../core/colour-tokens.json';

const { navy, yellow, gold, white, mist, ink, pale: paleText } = tokens;
const { 'navy-raised': navyRaised, 'navy-deep': navyDeep, 'navy-night': navyNight, 'ink-muted': inkMuted } = tokens;

/**
 * The default style set: component -> style path -> colour, every colour a token of
 * src/styles/colour-tokens.json. Each component puts its whole set, the generation's colours
 * over these, on its root element as CSS custom properties (--{component}-{path}; see
 * src/app/section-style.tsx), so the stylesheets need no fallback values.
 */
export const defaultStyles = {
  header: { background: navy, text: white, accent: yellow },
  footer: { background: navyDeep, text: paleText, heading: yellow, link: white },
  hero: { background: navy, title: white, text: paleText, highlight: yellow, buttonBackground: yellow, buttonText: ink },
  features: { background: mist, title: ink, text: inkMuted, cardBackground: white, accent: yellow },
  games: {
    background: navy,
    title: white,
    text: paleText,
    cardBackground: navyRaised,
    badgeBackground: yellow,
    badgeText: ink,
    buttonBackground: yellow,
    buttonText: ink,
  },
  about: { background: mist, title: ink, text: inkMuted, accent: gold, figureBackground: navy, figureValue: yellow },
  testimonials: { background: navy, title: white, text: paleText, cardBackground: navyRaised, quote: white },
  faq: { background: mist, title: ink, text: inkMuted, question: ink, accent: yellow },
  playerStories: { background: navyRaised, title: white, text: paleText, cardBackground: navy, accent: yellow },
  banner: { background: navy, title: white, highlight: yellow, text: paleText, buttonBackground: yellow, buttonText: ink },
  gamePage: { background: navy, title: white, text: paleText, frameBackground: navyNight, accent: yellow },
  gamingTips: { background: mist, title: ink, text: inkMuted, accent: yellow },
  legal: { background: mist, title: ink, text: inkMuted, heading: ink },
  notFound: { background: mist, title: ink, text: inkMuted },
  responsiblePlay: {
    headerBackground: navy,
    headerTitle: white,
    headerText: paleText,
    background: mist,
    title: ink,
    text: inkMuted,
    cardBackground: white,
    accent: yellow,
  },
  yourPlay: { background: navy, title: white, text: paleText, frameBackground: navyNight },
  helpLines: { background: navyRaised, title: white, text: paleText, cardBackground: navy, region: yellow, link: white },
} satisfies StyleSet;

/** A component that has a style set: the key a section names once, in useSectionStyle. */
export type StyleKey = keyof typeof defaultStyles;
