/**
 * The French typography the site and the games hold to (Office québécois de la langue française,
 * decision 035): a no-break space (U+00A0, or the narrow U+202F) before : ; ! ? % and » and after «;
 * the typographic apostrophe ’; … for an ellipsis; numbers of five digits or more grouped by threes
 * with a no-break space; North American phone numbers written 1 800 461-0140.
 */

/** The two no-break spaces French typography uses. */
const NO_BREAK = '\u00a0\u202f';

/** What a text is, for the checks: running prose, a phone number as shown, or a postal address (whose postal code is not a quantity). */
export type TextKind = 'prose' | 'phone' | 'address';

/** A phone number in the one French style: 1 800 461-0140 (no-break spaces), 9-8-8 as the service writes it, or an international number. */
const FRENCH_PHONE = /^(?:1[\u00a0]\d{3}[\u00a0]\d{3}-\d{4}|\d{3}-\d{4}|9-8-8|\d{6}|\+\d[\d\u00a0 ]+)$/;

const RULES: readonly (readonly [RegExp, string, 'quantity'?])[] = [
  [new RegExp(`(?:^|[^${NO_BREAK}!?])[:;!?%»]`), 'a no-break space before : ; ! ? % »'],
  [new RegExp(`«(?:[^${NO_BREAK}]|$)`), 'a no-break space after «'],
  [/'/, "the apostrophe ’, not '"],
  [/"/, '« » rather than "'],
  [/\.\.\./, '… rather than ...'],
  [/\d{5,}/, 'a number of five digits or more grouped by threes', 'quantity'],
  [/\d[ ,]\d{3}(?!\d)/, 'a no-break space between groups of digits', 'quantity'],
  [/\b1-\d{3}-\d{3}-\d{4}\b|\(\d{3}\)\s?\d{3}/, 'a phone number written 1 800 461-0140'],
];

/** What is wrong with a French text's typography, one line per rule it breaks; empty when nothing is. */
export function frenchTypographyFaults(text: string, kind: TextKind = 'prose'): string[] {
  if (kind === 'phone') return FRENCH_PHONE.test(text) ? [] : ['a phone number written 1 800 461-0140'];
  return RULES.filter(([rule, , about]) => !(kind === 'address' && about === 'quantity') && rule.test(text)).map(([, fault]) => fault);
}
