import type { StyleSet } from './schema';

const navy = '#0B1F3F';
const navyRaised = '#132C57';
const yellow = '#FFC629';
const white = '#FFFFFF';
const mist = '#F4F7FC';
const ink = '#0B1F3F';
const inkMuted = '#3D4A63';
const paleText = '#D6E0F0';

/**
 * The default style set: component -> style path -> colour. Each component puts these on its root
 * element as CSS custom properties (--{component}-{path}); the stylesheet reads them with the same
 * values as fallbacks, so a missing style set still gives the yellow and dark-blue theme.
 */
export const defaultStyles = {
  header: { background: navy, text: white, accent: yellow },
  footer: { background: '#081730', text: paleText, heading: yellow, link: white },
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
  about: { background: mist, title: ink, text: inkMuted, accent: '#8A5A00', figureBackground: navy, figureValue: yellow },
  testimonials: { background: navy, title: white, text: paleText, cardBackground: navyRaised, quote: white },
  faq: { background: mist, title: ink, text: inkMuted, question: ink, accent: yellow },
  playerStories: { background: navyRaised, title: white, text: paleText, cardBackground: navy, accent: yellow },
  banner: { background: navy, title: white, highlight: yellow, text: paleText, buttonBackground: yellow, buttonText: ink },
  gamePage: { background: navy, title: white, text: paleText, frameBackground: '#050F22', accent: yellow },
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
  yourPlay: { background: navy, title: white, text: paleText, frameBackground: '#050F22' },
  helpLines: { background: navyRaised, title: white, text: paleText, cardBackground: navy, region: yellow, link: white },
} satisfies StyleSet;
