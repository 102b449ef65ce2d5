/**
 * What a section shows when its content is missing: SPEC.md section 8 verbatim, and for the
 * slices the spec lists no message for, the same '<name> content not found' pattern. These are
 * the only visitor texts that cannot come from the content object, because they describe its
 * absence.
 */
export const MISSING_MESSAGES = {
  terms: 'terms content not found',
  privacy: 'privacy content not found',
  games: 'games content not found',
  links: 'links content not found',
  footer: 'footer content not found',
  heroText: 'heroText content not found',
  hero: 'Hero content not found',
  features: 'features content not found',
  testimonials: 'testimonials content not found',
  additionalInfo: 'about extended content not found',
  playerStories: 'playerStories content not found',
  gamingTips: 'gamingTips content not found',
  faq: 'faq content not found',
  // Not in the spec's list: named after the content object's key.
  siteName: 'site_name content not found',
  logo: 'logo content not found',
  ui: 'ui content not found',
  header: 'header content not found',
  contact: 'contact content not found',
  about: 'about content not found',
  funFacts: 'funFacts content not found',
  responsiblePlay: 'responsiblePlay content not found',
} as const;

export type MissingKey = keyof typeof MISSING_MESSAGES;
