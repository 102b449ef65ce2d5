// The one place that knows where Chrome or Chromium is: the browser tests (e2e/support/browser.ts),
// the size budget, the Lighthouse audit, the frame-time probe and the share-image script all ask it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** What the finder reads of the machine; tests pass a fake one. */
export type BrowserLookup = {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  arch: string;
  home: string;
  /** Whether a file (not a folder) exists at `path`. */
  isFile: (path: string) => boolean;
  /** The names in a folder; [] when it does not exist. */
  list: (path: string) => string[];
  /** playwright-core's own folder, where PLAYWRIGHT_BROWSERS_PATH=0 keeps its browsers. */
  playwrightDir: string | undefined;
};

/**
 * Chrome features no headless start here wants. Every browser window (and each Playwright context
 * opens one) loads the address bar's popup, a web page of about 200 scripts in a renderer of its
 * own, whether or not anything ever opens it: on a 2-core machine that was about 2 s of CPU per
 * context, two thirds of what a fresh context cost the browser tests (docs/testing.md).
 */
export const UNWANTED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright itself turns off (playwright-core's chromiumSwitches.ts, as of 1.65).
 * Chrome reads only the last `--disable-features` on its command line and Playwright puts its own
 * first, so ours must repeat Playwright's to add to it rather than undo it; find-browser.test.ts
 * compares this list with the installed playwright-core's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** One `--disable-features` switch that turns off every feature the given flags turn off, and `more`. */
export function disableFeatures(flags: string[], more: string[]): string {
  const named = flags.filter((flag) => flag.startsWith('--disable-features=')).flatMap((flag) => flag.slice('--disable-features='.length).split(','));
  return `--disable-features=${[...new Set([...named, ...more])].filter(Boolean).join(',')}`;
}

/** The flags every headless start needs here: no sandbox as root, and no calls home on a closed network. */
export const HEADLESS_CHROME_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Features only the scripts that drive a browser themselves turn off (not Lighthouse, whose
 * figures should be a visitor's Chrome's). Chrome keeps a spare renderer process started for the
 * next page of each browser context; a test's context closes after its last page, so each spare
 * was started and thrown away unused: one renderer process too many per context. On a 2-core
 * machine a fresh context with one page cost 1.04-1.17 s of CPU with it and 0.73-0.95 s without
 * (decision 036, tenth pass). Pages behave the same; a page that needs a new process gets one.
 */
export const DRIVEN_BROWSER_FEATURES = ['SpareRendererForSitePerProcess'];

/** HEADLESS_CHROME_ARGS for a browser Playwright starts: Playwright's own disabled features, and ours. */
export const PLAYWRIGHT_CHROME_ARGS = [...HEADLESS_CHROME_ARGS, disableFeatures([], [...PLAYWRIGHT_DISABLED_FEATURES, ...UNWANTED_FEATURES, ...DRIVEN_BROWSER_FEATURES])];

/** The one line printed when no browser is found. */
export const NO_BROWSER_MESSAGE =
  'No Chrome or Chromium found: install Chromium (Debian/Ubuntu: apt-get install chromium) or Google Chrome, ' + 'or run `npx playwright install chromium`, or set CHROME_PATH to the browser binary.';

/** No browser where the finder looked; the message is one line that says what to install. */
export class BrowserNotFound extends Error {
  constructor(message = NO_BROWSER_MESSAGE) {
    super(message);
    this.name = 'BrowserNotFound';
  }
}

const SYSTEM_PATHS: Partial<Record<NodeJS.Platform, (env: BrowserLookup['env']) => string[]>> = {
  linux: () => ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium', '/opt/google/chrome/chrome'],
  darwin: () => [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
  ],
  win32: (env) =>
    [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter((base): base is string => Boolean(base)).map((base) => join(base, 'Google', 'Chrome', 'Application', 'chrome.exe')),
};

/** Where Playwright keeps its browsers: PLAYWRIGHT_BROWSERS_PATH, else its per-user cache. */
function playwrightBrowsersDir({ env, platform, home, playwrightDir }: BrowserLookup): string | undefined {
  const set = env.PLAYWRIGHT_BROWSERS_PATH;
  if (set === '0') return playwrightDir && join(playwrightDir, '.local-browsers');
  if (set) return set;
  if (platform === 'linux') return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'ms-playwright');
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'ms-playwright');
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'ms-playwright');
  return undefined;
}

/** The binary inside one of Playwright's chromium-{revision} folders, per platform (old and new layouts). */
function playwrightBinaries(platform: NodeJS.Platform, arch: string): string[][] {
  const testing = ['Google Chrome for Testing.app', 'Contents', 'MacOS', 'Google Chrome for Testing'];
  if (platform === 'linux')
    return arch === 'arm64'
      ? [
          ['chrome-linux-arm64', 'chrome'],
          ['chrome-linux', 'chrome'],
        ]
      : [
          ['chrome-linux64', 'chrome'],
          ['chrome-linux', 'chrome'],
        ];
  if (platform === 'darwin')
    return [
      [arch === 'arm64' ? 'chrome-mac-arm64' : 'chrome-mac-x64', ...testing],
      ['chrome-mac', 'Chromium.app', 'Contents', 'MacOS', 'Chromium'],
    ];
  if (platform === 'win32')
    return [
      ['chrome-win64', 'chrome.exe'],
      ['chrome-win', 'chrome.exe'],
    ];
  return [];
}

/** Playwright's installed Chromium binaries, newest revision first. */
function playwrightCandidates(lookup: BrowserLookup): string[] {
  const dir = playwrightBrowsersDir(lookup);
  if (!dir) return [];
  const revision = (name: string) => Number(name.slice('chromium-'.length));
  const folders = lookup
    .list(dir)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => revision(b) - revision(a));
  return folders.flatMap((folder) => playwrightBinaries(lookup.platform, lookup.arch).map((parts) => join(dir, folder, ...parts)));
}

/** Every place looked at, in order: the usual system paths, then Playwright's browsers. */
export function browserCandidates(lookup: BrowserLookup): string[] {
  return [...(SYSTEM_PATHS[lookup.platform]?.(lookup.env) ?? []), ...playwrightCandidates(lookup)];
}

/**
 * The Chrome or Chromium binary to drive: CHROME_PATH when set (it must exist), else the first of
 * the usual system paths, else the newest browser Playwright installed. Throws BrowserNotFound,
 * whose message is one line saying what to install.
 */
export function findBrowser(lookup: BrowserLookup = machineLookup()): string {
  const chosen = lookup.env.CHROME_PATH;
  if (chosen) {
    if (lookup.isFile(chosen)) return chosen;
    throw new BrowserNotFound(`CHROME_PATH is ${chosen}, which is not a file: point it at a Chrome or Chromium binary, or unset it to search the usual places.`);
  }
  const found = browserCandidates(lookup).find((path) => lookup.isFile(path));
  if (!found) throw new BrowserNotFound();
  return found;
}

/** This machine, as the finder reads it. */
export function machineLookup(): BrowserLookup {
  let playwrightDir: string | undefined;
  try {
    playwrightDir = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  } catch {
    playwrightDir = undefined;
  }
  return {
    env: process.env,
    platform: process.platform,
    arch: process.arch,
    home: homedir(),
    isFile: (path) => existsSync(path) && statSync(path).isFile(),
    list: (path) => {
      try {
        return readdirSync(path);
      } catch {
        return [];
      }
    },
    playwrightDir,
  };
}

/** For the command-line scripts: the browser, or its one line on stderr and exit code 1. */
export function findBrowserOrExit(): string {
  try {
    return findBrowser();
  } catch (error) {
    if (!(error instanceof BrowserNotFound)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
