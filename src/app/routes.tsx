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
import { MONEY_PAGE_PATH, prerenderedPaths, SITE_PATHS } from '../../core/site-paths';
import { RouteError } from './route-error';
import { SiteShell } from './site-shell';

function handle(pageName: RouteHandle['pageName'], pageDescription: RouteHandle['pageDescription']): RouteHandle {
  return { pageName, pageDescription };
}

/** The parts of the content that have a title, and so can name a page. */
type TitledSection = { [K in keyof SiteContent]: SiteContent[K] extends { title: string } ? K : never }[keyof SiteContent];

/**
 * A page named by the part of the content it shows: that part's title, and the text of it that
 * describes the page (broken content may lack the part: the page then has no name of its own).
 */
function namedBy<K extends TitledSection>(section: K, describedBy: keyof SiteContent[K] & string): RouteHandle {
  const part = (content: SiteContent) => content[section] as (SiteContent[K] & Record<string, unknown>) | undefined;
  return handle(
    (content) => part(content)?.title,
    (content) => part(content)?.[describedBy] as string | undefined,
  );
}

/**
 * The large parts of the content that one page alone shows, with that page's path. A
 * prerendered page of another route leaves them out of its embedded content
 * (`pageSiteContent`), so a visitor downloads the terms only with the terms; the coins text only
 * the static coins page shows.
 */
export const PAGE_SECTIONS = {
  terms: SITE_PATHS.terms,
  privacy: SITE_PATHS.privacy,
  responsiblePlay: SITE_PATHS.playResponsibly,
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
      path: SITE_PATHS.home,
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
          path: SITE_PATHS.about.slice(1),
          element: <AboutPage />,
          handle: namedBy('additionalInfo', 'description'),
        },
        {
          path: SITE_PATHS.terms.slice(1),
          element: <TermsPage />,
          handle: namedBy('terms', 'description'),
          loader: whole('terms'),
        },
        {
          path: SITE_PATHS.privacy.slice(1),
          element: <PrivacyPage />,
          handle: namedBy('privacy', 'description'),
          loader: whole('privacy'),
        },
        {
          path: SITE_PATHS.games.slice(1),
          element: <GamesPage />,
          handle: namedBy('games', 'description'),
        },
        {
          path: SITE_PATHS.playResponsibly.slice(1),
          element: <PlayResponsiblyPage />,
          handle: namedBy('responsiblePlay', 'intro'),
          loader: whole('responsiblePlay'),
        },
        {
          path: `${SITE_PATHS.games.slice(1)}/:gameId`,
          element: <GamePage />,
          handle: handle(
            (c, params) => findGame(c.games?.items, params.gameId)?.title,
            (c, params) => findGame(c.games?.items, params.gameId)?.description,
          ),
          loader: ({ params }) => {
            if (!findGame(content.games?.items, params.gameId)) throw replace(SITE_PATHS.games);
            return null;
          },
        },
        { path: SITE_PATHS.money.slice(1), loader: () => redirectDocument(MONEY_PAGE_PATH) },
      ],
    },
  ];
}

/** Every path the build prerenders: a page per catalogue game (the schema holds the catalogue to core/game-registry.ts). */
export function prerenderPaths(content: SiteContent): string[] {
  return prerenderedPaths(content.games.items.map((game) => game.link));
}
