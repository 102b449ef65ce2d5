import type { Language } from './language-line';

/**
 * The pseudo-language of the language tests, `xx`: its module is every word of the list's first
 * language in brackets. Tests add it to the list
 * with vi.mock of core/languages; it never ships.
 */
export function withPseudoLanguage(languages: readonly Language[]): Language[] {
  const first = languages[0]!;
  const games = Object.fromEntries(Object.entries(first.games).map(([slug, { title, description }]) => [slug, { title: `[${title}]`, description: `[${description}]` }])) as Language['games'];
  const glossary = Object.fromEntries(Object.entries(first.glossary).map(([concept, { term }]) => [concept, { term: `[${term}]` }])) as Language['glossary'];
  const xx = { code: 'xx', tag: 'xx-XX', name: '[Xx]', numbers: { group: '_', decimal: '·', percent: '\u2009%' }, colon: ' := ', games, glossary };
  return [...languages, xx];
}
