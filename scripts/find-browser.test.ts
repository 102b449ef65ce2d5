import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import {
  BrowserNotFound,
  disableFeatures,
  findBrowser,
  NO_BROWSER_MESSAGE,
  PLAYWRIGHT_CHROME_ARGS,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNWANTED_FEATURES,
  DRIVEN_BROWSER_FEATURES,
  type BrowserLookup,
} from './find-browser';

/** A machine with exactly these files (and the folders above them). */
function machine(files: string[], overrides: Partial<BrowserLookup> = {}): BrowserLookup {
  const set = new Set(files);
  return {
    env: {},
    platform: 'linux',
    arch: 'x64',
    home: '/home/ada',
    isFile: (path) => set.has(path),
    list: (dir) => [...new Set(files.filter((file) => file.startsWith(dir + '/')).map((file) => file.slice(dir.length + 1).split('/')[0]!))],
    playwrightDir: '/project/node_modules/playwright-core',
    ...overrides,
  };
}

test('CHROME_PATH wins over every other place', () => {
  const lookup = machine(['/usr/bin/chromium', '/opt/my-chrome'], { env: { CHROME_PATH: '/opt/my-chrome' } });
  expect(findBrowser(lookup)).toBe('/opt/my-chrome');
});

test('a CHROME_PATH that names no file is refused in one line naming it, not silently skipped', () => {
  const lookup = machine(['/usr/bin/chromium'], { env: { CHROME_PATH: '/nowhere/chrome' } });
  expect(() => findBrowser(lookup)).toThrow(BrowserNotFound);
  expect(() => findBrowser(lookup)).toThrow(/^CHROME_PATH is \/nowhere\/chrome, which is not a file[^\n]*$/);
});

test('the usual system paths come in order: Debian Chromium before Ubuntu Chromium before Google Chrome', () => {
  expect(findBrowser(machine(['/usr/bin/google-chrome', '/usr/bin/chromium-browser', '/usr/bin/chromium']))).toBe('/usr/bin/chromium');
  expect(findBrowser(machine(['/usr/bin/google-chrome', '/usr/bin/chromium-browser']))).toBe('/usr/bin/chromium-browser');
  expect(findBrowser(machine(['/usr/bin/google-chrome-stable']))).toBe('/usr/bin/google-chrome-stable');
});

test("a system browser comes before Playwright's", () => {
  const lookup = machine(['/home/ada/.cache/ms-playwright/chromium-1200/chrome-linux64/chrome', '/usr/bin/google-chrome']);
  expect(findBrowser(lookup)).toBe('/usr/bin/google-chrome');
});

test("without a system browser, Playwright's newest installed Chromium is found (new and old folder layouts)", () => {
  const cache = '/home/ada/.cache/ms-playwright';
  const lookup = machine([
    `${cache}/chromium-999/chrome-linux/chrome`,
    `${cache}/chromium-1200/chrome-linux64/chrome`,
    `${cache}/chromium_headless_shell-1300/chrome-headless-shell-linux64/chrome-headless-shell`,
  ]);
  expect(findBrowser(lookup)).toBe(`${cache}/chromium-1200/chrome-linux64/chrome`);
  expect(findBrowser(machine([`${cache}/chromium-999/chrome-linux/chrome`]))).toBe(`${cache}/chromium-999/chrome-linux/chrome`);
});

test('PLAYWRIGHT_BROWSERS_PATH and XDG_CACHE_HOME move where Playwright browsers are looked for', () => {
  expect(findBrowser(machine(['/srv/pw/chromium-1200/chrome-linux64/chrome'], { env: { PLAYWRIGHT_BROWSERS_PATH: '/srv/pw' } }))).toBe('/srv/pw/chromium-1200/chrome-linux64/chrome');
  expect(findBrowser(machine(['/xdg/ms-playwright/chromium-1200/chrome-linux64/chrome'], { env: { XDG_CACHE_HOME: '/xdg' } }))).toBe('/xdg/ms-playwright/chromium-1200/chrome-linux64/chrome');
  const local = '/project/node_modules/playwright-core/.local-browsers/chromium-1200/chrome-linux64/chrome';
  expect(findBrowser(machine([local], { env: { PLAYWRIGHT_BROWSERS_PATH: '0' } }))).toBe(local);
});

test('on a Mac, Google Chrome in Applications, then Playwright under Library/Caches', () => {
  const mac = { platform: 'darwin' as const, arch: 'arm64', home: '/Users/ada' };
  expect(findBrowser(machine(['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'], mac))).toBe('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
  const testing = '/Users/ada/Library/Caches/ms-playwright/chromium-1200/chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing';
  expect(findBrowser(machine([testing], mac))).toBe(testing);
});

test('on Windows, Chrome under Program Files', () => {
  const chrome = join('C:\\Program Files', 'Google', 'Chrome', 'Application', 'chrome.exe');
  expect(findBrowser(machine([chrome], { platform: 'win32', env: { PROGRAMFILES: 'C:\\Program Files' } }))).toBe(chrome);
});

test('with no browser anywhere, one line says what to install', () => {
  expect(() => findBrowser(machine([]))).toThrow(BrowserNotFound);
  expect(() => findBrowser(machine([]))).toThrow(NO_BROWSER_MESSAGE);
  expect(NO_BROWSER_MESSAGE).not.toContain('\n');
  expect(NO_BROWSER_MESSAGE).toMatch(/install Chromium/);
});

/** The features the installed playwright-core turns off, read from its source (bundled since 1.55, a module of its own before). */
function installedPlaywrightDisabledFeatures(): string[] {
  const lib = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib');
  const file = [join(lib, 'coreBundle.js'), join(lib, 'server/chromium/chromiumSwitches.js')].find((path) => existsSync(path) && readFileSync(path, 'utf8').includes('disabledFeatures = ['));
  if (!file) throw new Error("playwright-core's list of disabled features was not found: see PLAYWRIGHT_DISABLED_FEATURES in scripts/find-browser.ts");
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('disabledFeatures = [');
  const list = source.slice(start, source.indexOf('].filter(Boolean)', start));
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]!);
}

test("a Playwright start keeps every feature Playwright turns off and adds ours, in Chrome's one --disable-features", () => {
  const installed = installedPlaywrightDisabledFeatures();
  expect(installed.length).toBeGreaterThan(5);
  expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...installed].sort());
  const switches = PLAYWRIGHT_CHROME_ARGS.filter((flag) => flag.startsWith('--disable-features='));
  expect(switches).toHaveLength(1);
  expect(switches[0]!.slice('--disable-features='.length).split(',').sort()).toEqual([...installed, ...UNWANTED_FEATURES, ...DRIVEN_BROWSER_FEATURES].sort());
});

test('disableFeatures merges every --disable-features of a command line into one, each feature once', () => {
  expect(disableFeatures(['--no-first-run', '--disable-features=A,B', '--disable-features=C'], ['B', 'D'])).toBe('--disable-features=A,B,C,D');
  expect(disableFeatures([], ['X'])).toBe('--disable-features=X');
});
