import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Plugin } from 'vite';
import { gameTextIn, type GameEntry } from '../core/game-registry';
import { DEFAULT_LOCALE } from '../core/locale';

/** The one HTML page every game is built from (games/template.html). */
export const TEMPLATE_FILE = join(import.meta.dirname, 'template.html');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A game's page: the template with the game's title, description and main module (relative to its folder). */
export function gamePageHtml(template: string, game: GameEntry): string {
  const entry = `./${posix.relative(game.slug, game.entry)}`;
  // One build per game: the page starts in the default language, and the game's script switches to its frame's.
  const { title, description } = gameTextIn(game, DEFAULT_LOCALE);
  return template
    .replaceAll('<!--game-title-->', () => escapeHtml(title))
    .replaceAll('<!--game-description-->', () => escapeHtml(description))
    .replaceAll('<!--game-entry-->', () => escapeHtml(entry));
}

/**
 * Gives Vite each game's `{root}/{slug}/index.html` from the template, so no page is copied per
 * game and none is generated on disk: the build takes them as inputs, the dev server serves them
 * at /{slug}/.
 */
export function gamePagesPlugin(root: string, games: readonly GameEntry[]): Plugin {
  const pages = new Map(games.map((game) => [join(root, game.slug, 'index.html'), game]));
  const render = (game: GameEntry) => gamePageHtml(readFileSync(TEMPLATE_FILE, 'utf8'), game);
  return {
    name: 'brightmoose:game-pages',
    enforce: 'pre',
    resolveId: (id) => (pages.has(id) ? id : undefined),
    load(id) {
      const game = pages.get(id);
      if (!game) return undefined;
      this.addWatchFile(TEMPLATE_FILE);
      return render(game);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!;
        const game = games.find((entry) => url === `/${entry.slug}/` || url === `/${entry.slug}/index.html`);
        if (!game) return next();
        server
          .transformIndexHtml(`/${game.slug}/index.html`, render(game), req.originalUrl)
          .then((html) => res.setHeader('Content-Type', 'text/html').end(html))
          .catch(next);
      });
    },
  };
}
