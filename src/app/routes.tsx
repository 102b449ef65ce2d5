import { Outlet, redirectDocument, replace, type RouteObject } from 'react-router';
import type { SiteContent } from '../content/schema';
import { findGame } from '../content/game-lookup';
import { AboutPage } from '../pages/about-page';
import { GamePage } from '../pages/game-page';
import { GamesPage } from '../pages/games-page';
import { HomePage } from '../pages/home-page';
import { PlayResponsiblyPage } from '../pages/play-responsibly-page';
import { PrivacyPage } from '../pages/privacy-page';
import { TermsPage } from '../pages/terms-page';
import type { RouteHandle } from './page-title';
import { LoadingPage } from './loading-page';
import { MONEY_PAGE_PATH } from './money-page-path';
import { PLAY_RESPONSIBLY_PATH } from './site-paths';
import { RouteError } from './route-error';
import { SiteShell } from './site-shell';

function handle(pageName: RouteHandle['pageName'], pageDescription: RouteHandle['pageDescription']): RouteHandle {
  return { pageName, pageDescription };
}

/**
 * The one route table, used by the browser, the prerender step, the preview server and tests.
 * It closes over the content so the game route can redirect unknown games before rendering.
 */
export function createRoutes(content: SiteContent): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: (
        <SiteShell>
          <Outlet />
        </SiteShell>
      ),
      errorElement: <RouteError />,
      HydrateFallback: () => <LoadingPage siteName={content.site_name} logo={content.logo} ui={content.ui} />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'about', element: <AboutPage />, handle: handle((c) => c.additionalInfo?.title, (c) => c.additionalInfo?.description) },
        { path: 'terms-and-conditions', element: <TermsPage />, handle: handle((c) => c.terms?.title, (c) => c.terms?.description) },
        { path: 'privacy-policy', element: <PrivacyPage />, handle: handle((c) => c.privacy?.title, (c) => c.privacy?.description) },
        { path: 'games', element: <GamesPage />, handle: handle((c) => c.games?.title, (c) => c.games?.description) },
        { path: PLAY_RESPONSIBLY_PATH.slice(1), element: <PlayResponsiblyPage />, handle: handle((c) => c.responsiblePlay?.title, (c) => c.responsiblePlay?.intro) },
        {
          path: 'games/:gameId',
          element: <GamePage />,
          handle: handle(
            (c, params) => findGame(c.games?.items, params.gameId)?.title,
            (c, params) => findGame(c.games?.items, params.gameId)?.description,
          ),
          loader: ({ params }) => {
            if (!findGame(content.games?.items, params.gameId)) throw replace('/games');
            return null;
          },
        },
        { path: 'money', loader: () => redirectDocument(MONEY_PAGE_PATH) },
      ],
    },
  ];
}

/** Every path the build prerenders: a page per catalogue game (the schema holds the catalogue to games/registry.ts). */
export function prerenderPaths(content: SiteContent): string[] {
  const games = content.games.items.map((game) => game.link);
  return ['/', '/about', '/terms-and-conditions', '/privacy-policy', '/games', ...games, PLAY_RESPONSIBLY_PATH, '/money'];
}
