import type { Locale } from './locale';

/**
 * The game and money words the site and the games share, one way of writing each per language
 * (decision 035). `avoid` lists the other ways a writer might reach for; glossary.test.ts fails
 * when any text of the site or of a game uses one of them. A text that names a concept writes
 * the term, or builds it from here with `term()`.
 */
export const GLOSSARY = {
  /** The table of what each symbol or combination pays. */
  payTable: { en: { term: 'paytable', avoid: ['pay table', 'payout table'] }, fr: { term: 'table des paiements', avoid: ['table des gains', 'tableau des paiements', 'table de paiement'] } },
  /** The coins put on one round. */
  stake: { en: { term: 'bet', avoid: ['wager'] }, fr: { term: 'mise', avoid: ['enjeu de la partie', 'pari'] } },
  /** Gin rummy: the value of the cards left outside melds. French players say « cartes dépareillées »; « bois mort » is a calque. */
  deadwood: { en: { term: 'deadwood', avoid: ['dead wood'] }, fr: { term: 'cartes dépareillées', avoid: ['bois mort'] } },
  /** A spin a slot plays at no cost, won by scatter symbols. */
  freeSpin: { en: { term: 'free spin', avoid: ['bonus spin'] }, fr: { term: 'tour gratuit', avoid: ['tour bonus', 'tour boni'] } },
  /** The coins a player may claim once a day. */
  dailyGrant: { en: { term: 'free coins', avoid: ['daily grant', 'daily allowance'] }, fr: { term: 'pièces gratuites', avoid: ['allocation quotidienne', 'pièces quotidiennes'] } },
  /** A chosen time away during which every game is closed. */
  break: { en: { term: 'break', avoid: ['time-out', 'cooling-off'] }, fr: { term: 'pause', avoid: ['période de répit', 'exclusion volontaire'] } },
  /** A daily ceiling a player sets on time or stakes (or the site sets on winnings). */
  limit: { en: { term: 'limit', avoid: ['cap on'] }, fr: { term: 'limite', avoid: ['plafond'] } },
} as const satisfies Record<string, Record<Locale, { term: string; avoid: readonly string[] }>>;

/** A concept of the glossary. */
export type Concept = keyof typeof GLOSSARY;

/** The one way a language writes a concept, with a capital first letter when it opens a heading or a sentence. */
export function term(concept: Concept, locale: Locale, { capital = false } = {}): string {
  const word: string = GLOSSARY[concept][locale].term;
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** A word or phrase of the glossary as a whole word, any case, French letters counted as letters: how the glossary tests find a concept in a text. */
export const glossaryPhrase = (words: string) => new RegExp(`(?<![\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu');
