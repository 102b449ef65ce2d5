// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { contentCopy, renderSite } from '../test/render-site';

afterEach(cleanup);

test('a game renamed in content keeps its tips on its page', async () => {
  const content = contentCopy();
  const game = content.games.items.find((item) => item.s3Path === 'baccarat')!;
  game.title = 'Punto Banco';
  renderSite(['/games/baccarat'], content);
  await screen.findByRole('heading', { level: 1, name: 'Punto Banco' });
  const tipsBlock = screen.getByRole('region', { name: content.gamingTips.title });
  const tips = content.gamingTips.categories.find((category) => category.slug === 'baccarat')!.tips;
  expect(
    within(tipsBlock)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(tips);
});
