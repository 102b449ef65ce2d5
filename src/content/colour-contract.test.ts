import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { expect, test } from 'vitest';
import { colourTokens } from '../../core/colour-tokens';
import { colourLiterals, cssDeclarations, propertiesDeclared, propertiesRead } from '../test/css-declarations';
import { SECTION_COLOURS, sectionVarName, styleVarName } from '../ui/style-vars';
import { defaultStyles } from './default-styles';

// The colour contract: every colour the site and the games' kit show is a token of
// core/colour-tokens.json or a style path of the component that shows it (decision 015). The
// coins page, which the server writes, is held to it in server/site/money-page-colours.test.ts.

const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const filesIn = (folder: string, extension: RegExp): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => extension.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => posix.join(folder, name.split('\\').join('/')));

const SITE_CSS = [...['src/sections', 'src/app', 'src/pages'].flatMap((folder) => filesIn(folder, /^[\w-]+\.css$/)), 'src/styles/base.css'];
const KIT_CSS = 'games/kit/ui/kit.css';
/** The editor's own stylesheet (preview pages only): tokens too, no component's colours. */
const EDITOR_CSS = 'src/preview/preview.css';
const STYLESHEETS: [string, string][] = [...[...SITE_CSS, KIT_CSS, EDITOR_CSS].map((file): [string, string] => [file, read(file)])];
const TOKEN_PROPERTIES = new Set(Object.keys(colourTokens).map((name) => `--colour-${name}`));
const SOURCES = filesIn('src', /\.tsx?$/).map((file) => ({ file, text: read(file) }));

/** The style keys a source file names: the literal argument of each useSectionStyle call. */
const styleKeysNamed = (text: string) => [...text.matchAll(/useSectionStyle\(\s*(['"`])(\w+)\1\s*\)/g)].map((match) => match[2]!);

/** The source files that import a stylesheet. */
function importersOf(cssFile: string) {
  return SOURCES.filter(({ file, text }) => [...text.matchAll(/^import '(\.{1,2}\/[^']+\.css)';$/gm)].some((match) => posix.join(dirname(file), match[1]!) === cssFile));
}

test('no colour is written out in the site or kit stylesheets: only tokens and style paths', () => {
  const found = STYLESHEETS.flatMap(([file, css]) => cssDeclarations(css).flatMap(({ property, value }) => colourLiterals(value).map((literal) => `${file}: ${property}: ${value} (${literal})`)));
  expect(found).toEqual([]);
  expect(SITE_CSS.length).toBeGreaterThan(15);
});

test('a stylesheet reads only tokens, the base layout properties and the style paths of the components that import it', () => {
  const layout = propertiesDeclared(read('src/styles/base.css'));
  for (const cssFile of SITE_CSS) {
    const css = read(cssFile);
    const importers = importersOf(cssFile);
    expect(importers.length, `${cssFile} is imported by a component`).toBeGreaterThan(0);
    const keys = importers.flatMap(({ text }) => styleKeysNamed(text)) as (keyof typeof defaultStyles)[];
    const stylePaths = keys.flatMap((key) => Object.keys(defaultStyles[key]).map((path) => styleVarName(key, path)));
    // base.css alone reads every section's background, text and title under their shared names.
    const shared = cssFile === 'src/styles/base.css' ? SECTION_COLOURS.map(sectionVarName) : [];
    const allowed = new Set([...TOKEN_PROPERTIES, ...layout, ...propertiesDeclared(css), ...stylePaths, ...shared]);
    expect(
      propertiesRead(css).filter((property) => !allowed.has(property)),
      `${cssFile} (components: ${keys.join(', ') || 'none'})`,
    ).toEqual([]);
  }
});

test('a section painted by .section-colours has a background, a text and a title colour in its style set', () => {
  // A section framed by HeadedSection (src/ui/headed-section.tsx) is painted by .section-colours too.
  const painted = SOURCES.filter(({ text }) => /className="[^"]*\bsection-colours\b|<HeadedSection\b/.test(text));
  expect(painted.length).toBeGreaterThan(5);
  for (const { file, text } of painted) {
    const keys = styleKeysNamed(text) as (keyof typeof defaultStyles)[];
    expect(keys, file).toHaveLength(1);
    expect(Object.keys(defaultStyles[keys[0]!]), file).toEqual(expect.arrayContaining([...SECTION_COLOURS]));
  }
});

test('every component of the style set is named by exactly one file, exactly once, and only through useSectionStyle', () => {
  const named = SOURCES.flatMap(({ file, text }) => styleKeysNamed(text).map((key) => `${key} in ${file}`));
  for (const key of Object.keys(defaultStyles)) {
    expect(
      named.filter((entry) => entry.startsWith(`${key} in `)),
      key,
    ).toHaveLength(1);
  }
  expect(named).toHaveLength(Object.keys(defaultStyles).length);
  const elsewhere = SOURCES.filter(({ file }) => /^src\/(sections|pages|app)\//.test(file) && file !== 'src/app/section-style.tsx').filter(({ text }) =>
    /\bstyleVars\(|useStyleVars|<Palette\b|slots\.Palette/.test(text),
  );
  expect(elsewhere.map(({ file }) => file)).toEqual([]);
});

test('every token a stylesheet reads exists, in the site, the kit and every game', () => {
  const gameCss = filesIn('games', /\.css$/).map((file): [string, string] => [file, read(file)]);
  const missing = [...STYLESHEETS, ...gameCss].flatMap(([file, css]) =>
    propertiesRead(css)
      .filter((property) => property.startsWith('--colour-') && !TOKEN_PROPERTIES.has(property))
      .map((property) => `${file}: ${property}`),
  );
  expect(missing).toEqual([]);
});

test('the tokens are plain #RRGGBB colours, and the default style set uses nothing else', () => {
  const values = new Set(Object.values(colourTokens));
  for (const [name, value] of Object.entries(colourTokens)) expect(`${name} ${value}`).toMatch(/^[a-z]+(-[a-z]+)* #[0-9A-F]{6}$/);
  for (const [component, paths] of Object.entries(defaultStyles)) {
    for (const [path, colour] of Object.entries(paths)) expect(values.has(colour), `${component}.${path}`).toBe(true);
  }
  expect(read('src/content/default-styles.ts').match(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi)).toBeNull();
});
