import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { gamePageHtml, TEMPLATE_FILE } from './game-pages';
import { BUILT_GAMES, type GameEntry } from '../core/game-registry';

const template = readFileSync(TEMPLATE_FILE, 'utf8');

test("every built game's page is the one template with its title, description, language and main module", () => {
  for (const game of BUILT_GAMES) {
    const html = gamePageHtml(template, game);
    const { title, description } = game.text.en;
    expect(html).toContain('<html lang="en-CA">');
    expect(html).toContain(`<title>${title} | Brightmoose</title>`);
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain('<script type="module" src="./main.ts"></script>');
    expect(html).not.toContain('<!--game-');
  }
});

test('titles and descriptions are escaped for HTML', () => {
  const game: GameEntry = {
    slug: 'cards',
    // Every language's texts from a registered game, so the fixture follows the language list.
    text: { ...BUILT_GAMES[0]!.text, en: { title: 'Cards & <Dice>', description: 'Say "hi" $& $1' } },
    entry: 'cards/play/start.ts',
    built: true,
    stakes: { min: 10, max: 1_000, step: 10 },
  };
  const html = gamePageHtml(template, game);
  expect(html).toContain('<title>Cards &amp; &lt;Dice&gt; | Brightmoose</title>');
  expect(html).toContain('content="Say &quot;hi&quot; $&amp; $1"');
  expect(html).toContain('src="./play/start.ts"');
});

test('without JavaScript, the page says what it needs in English and in French (its language is known only to scripts)', () => {
  const html = gamePageHtml(template, BUILT_GAMES[0]!);
  expect(html).toContain(
    '<noscript><p>This game needs JavaScript. Virtual coins only, no real money. <span lang="fr-CA">Ce jeu a besoin de JavaScript. Pièces virtuelles seulement, aucun argent réel.</span></p></noscript>',
  );
});
