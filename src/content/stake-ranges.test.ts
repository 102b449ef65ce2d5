import { expect, test } from 'vitest';
import { GAMES } from '../../core/game-registry';
import { formatCoins } from '../../core/coin-rules';
import { defaultContent } from './default-content';
import { defaultFaq } from './default-faq';
import { defaultResponsiblePlay } from './default-responsible-play';
import { defaultTerms } from './default-terms';
import { defaultContentFr } from './fr/default-content';
import { defaultFaqFr } from './fr/default-faq';
import { defaultResponsiblePlayFr } from './fr/default-responsible-play';
import { defaultTermsFr } from './fr/default-terms';

/** Every text a value holds, however deep. */
const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : []);

test('the terms, FAQ and both coins pages state every game’s own stake range, in English and in French', () => {
  const pages = {
    en: { terms: defaultTerms, faq: defaultFaq, money: defaultContent.money, coins: defaultResponsiblePlay },
    fr: { terms: defaultTermsFr, faq: defaultFaqFr, money: defaultContentFr.money, coins: defaultResponsiblePlayFr },
  };
  for (const [locale, named] of Object.entries(pages) as ['en' | 'fr', Record<string, unknown>][]) {
    const c = (amount: number) => formatCoins(amount, locale);
    for (const [page, content] of Object.entries(named)) {
      const all = texts(content).join('\n');
      for (const { text, stakes } of GAMES) {
        const title = text.en.title;
        const stated =
          locale === 'fr'
            ? `${text.fr.title}, de ${c(stakes.min)} à ${c(stakes.max)} pièces par tranches de ${c(stakes.step)}`
            : `${title}, ${c(stakes.min)} to ${c(stakes.max)} coins in steps of ${c(stakes.step)}`;
        expect(all, `${locale} ${page}: ${title}`).toContain(stated);
      }
      // No text promises a single range for every round any more.
      expect(all).not.toMatch(/every round of every game accepts|Each round accepts a stake between|Chaque partie accepte une mise de|à chaque partie de chaque jeu/);
    }
  }
});
