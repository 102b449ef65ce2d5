// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { SiteDataContext } from '../app/site-data-context';
import { defaultContent } from '../content/default-content';
import { defaultStyles } from '../content/default-styles';
import { defaultContentFr } from '../content/fr/default-content';
import type { Locale } from '../../core/locale';
import { PlayerStories } from './player-stories';

afterEach(cleanup);

const favourites = (locale: Locale) => {
  const content = locale === 'fr' ? defaultContentFr : defaultContent;
  const { container } = render(
    <SiteDataContext value={{ content, styles: defaultStyles, locale }}>
      <PlayerStories content={content.playerStories} />
    </SiteDataContext>,
  );
  return [...container.querySelectorAll('.story-card__favourite')].map((line) => line.textContent);
};

test('a story names its favourite game after a colon written as each language writes it', () => {
  expect(favourites('en')[0]).toBe('Favourite game: Mahjong Deluxe');
  expect(favourites('fr')[0]).toBe('Jeu préféré\u00a0: Mahjong Deluxe');
});
