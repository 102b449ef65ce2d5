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
 * The large parts of the content that one page alone shows, with that page's path. A
 * prerendered page of another route leaves them out of its embedded content
 * (`pageSiteContent`), so a visitor downloads the terms only with the terms; the coins text only
 * the static coins page shows.
 */
export const PAGE_SECTIONS = {
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  responsiblePlay: PLAY_RESPONSIBLY_PATH,
  money: null,
} as const satisfies Partial<Record<keyof SiteContent, string | null>>;

/** A part of the content that one page alone shows. */
export type PageSection = keyof typeof PAGE_SECTIONS;

/**
 * The content a prerendered page embeds: all of it but the page sections other routes show, and
 * the list of those left out. `path` is the route inside the app (/games, not /fr/games).
 */
export function pageSiteContent(content: SiteContent, path: string): { content: Partial<SiteContent>; omitted: PageSection[] } {
  const omitted = (Object.keys(PAGE_SECTIONS) as PageSection[]).filter((key) => PAGE_SECTIONS[key] !== path);
  const kept: Partial<SiteContent> = { ...content };
  for (const key of omitted) delete kept[key];
  return { content: kept, omitted };
}

/**
 * The one route table, used by the browser, the prerender step, the preview server and tests.
 * It closes over the content so the game route can redirect unknown games before rendering.
 * `omitted` names the page sections this page's content lacks: going to their page loads that
 * page whole (its prerendered document carries them) instead of rendering it without them.
 */
export function createRoutes(content: SiteContent, omitted: readonly string[] = []): RouteObject[] {
  /** A page-section route's loader: a whole-document load when this page's content lacks its section. */
  const whole = (section: PageSection) => () => (omitted.includes(section) ? redirectDocument(PAGE_SECTIONS[section]!) : null);
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
        {
          path: 'about',
          element: <AboutPage />,
          handle: handle(
            (c) => c.additionalInfo?.title,
            (c) => c.additionalInfo?.description,
          ),
        },
        {
          path: 'terms-and-conditions',
          element: <TermsPage />,
          handle: handle(
            (c) => c.terms?.title,
            (c) => c.terms?.description,
          ),
          loader: whole('terms'),
        },
        {
          path: 'privacy-policy',
          element: <PrivacyPage />,
          handle: handle(
            (c) => c.privacy?.title,
            (c) => c.privacy?.description,
          ),
          loader: whole('privacy'),
        },
        {
          path: 'games',
          element: <GamesPage />,
          handle: handle(
            (c) => c.games?.title,
            (c) => c.games?.description,
          ),
        },
        {
          path: PLAY_RESPONSIBLY_PATH.slice(1),
          element: <PlayResponsiblyPage />,
          handle: handle(
            (c) => c.responsiblePlay?.title,
            (c) => c.responsiblePlay?.intro,
          ),
          loader: whole('responsiblePlay'),
        },
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
