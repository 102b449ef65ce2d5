import { expect, test } from 'vitest';
import { defaultContent } from './default-content';
import { parseContentPath, textAt, withTextAt } from './content-path';

test('a path names an existing text, in objects and arrays', () => {
  expect(textAt(defaultContent, parseContentPath('hero.title')!)).toBe(defaultContent.hero.title);
  expect(textAt(defaultContent, parseContentPath('games.items.2.title')!)).toBe(defaultContent.games.items[2]!.title);
  expect(textAt(defaultContent, parseContentPath('footer.notices.1')!)).toBe(defaultContent.footer.notices[1]);
});

test('paths that name no text are refused', () => {
  for (const path of ['hero', 'hero.nope', 'games.items.99.title', 'games.items', 'hero.heroImage.width', 'games.items.01.title', 'hero..title', '']) {
    const segments = parseContentPath(path);
    expect(segments === null || textAt(defaultContent, segments) === undefined, path).toBe(true);
  }
});

test('prototype tricks are not paths', () => {
  for (const path of ['__proto__.polluted', 'hero.constructor.name', 'hero.__proto__', 'prototype', 'hero.toString']) {
    const segments = parseContentPath(path);
    expect(segments === null || textAt(defaultContent, segments) === undefined, path).toBe(true);
  }
});

test('replacing a text copies the content and changes only that text', () => {
  const next = withTextAt(defaultContent, ['hero', 'title'], 'New title');
  expect(next.hero.title).toBe('New title');
  expect(defaultContent.hero.title).not.toBe('New title');
  expect(next.hero.subtitle).toBe(defaultContent.hero.subtitle);
  expect(() => withTextAt(defaultContent, ['hero', 'missing'], 'x')).toThrow();
});

test('a path is split into its segments; names, 0 and numbers without a leading zero are segments', () => {
  expect(parseContentPath('games.items.12.title')).toEqual(['games', 'items', '12', 'title']);
  expect(parseContentPath('footer.notices.0')).toEqual(['footer', 'notices', '0']);
  expect(parseContentPath('_private2.a_b')).toEqual(['_private2', 'a_b']);
  for (const path of ['', '.', 'hero.', '.hero', 'hero..title', 'items.01', 'items.1a', 'items.-1', 'hero title', 'hero-title', '2x']) {
    expect(parseContentPath(path), path).toBeNull();
  }
});

test('prototype names are never segments, wherever they stand', () => {
  for (const path of ['__proto__', 'prototype', 'constructor', 'hero.prototype', 'hero.__proto__.x', 'hero.constructor']) {
    expect(parseContentPath(path), path).toBeNull();
  }
});

test('a path of up to 200 characters is accepted, a longer one is not', () => {
  expect(parseContentPath(`${'a'.repeat(99)}.${'b'.repeat(100)}`)).toEqual(['a'.repeat(99), 'b'.repeat(100)]);
  expect(parseContentPath('a'.repeat(200))).toEqual(['a'.repeat(200)]);
  expect(parseContentPath('a'.repeat(201))).toBeNull();
});

test('array positions are whole numbers in plain decimal, inside the array', () => {
  const letters = { list: 'abcdefghijkl'.split('') };
  expect(textAt(letters, ['list', '0'])).toBe('a');
  expect(textAt(letters, ['list', '11'])).toBe('l');
  for (const position of ['12', '', ' 1', '1 ', '01', '00', '0x1', '1e0', '1.0', '-0', 'length']) {
    expect(textAt(letters, ['list', position]), JSON.stringify(position)).toBeUndefined();
  }
});

test('a text has no parts, and null, numbers and inherited properties name no text', () => {
  const content = { title: 'abc', none: null, count: 3, nested: { text: 'x' } };
  expect(textAt(content, ['nested', 'text'])).toBe('x');
  expect(textAt(content, ['title', '0'])).toBeUndefined();
  expect(textAt(content, ['title', 'length'])).toBeUndefined();
  expect(textAt(content, ['none', 'text'])).toBeUndefined();
  expect(textAt(content, ['count'])).toBeUndefined();
  expect(textAt(content, ['nested', 'constructor', 'name'])).toBeUndefined();
  expect(textAt(content, ['nested', 'toString'])).toBeUndefined();
  expect(textAt(content, [])).toBeUndefined();
  expect(textAt('just text', [])).toBe('just text');
});

test('replacing a text at a path that names none throws and adds no key', () => {
  const content = { notices: ['a', 'b'], items: [{ title: 'first' }, { title: 'second' }] };
  expect(() => withTextAt(content, ['hero', 'missing'], 'x')).toThrow('no text at hero.missing');
  expect(() => withTextAt(content, ['notices', '01'], 'x')).toThrow('no text at notices.01');
  expect(() => withTextAt(content, ['items', '01', 'title'], 'x')).toThrow('no text at items.01.title');
  expect(withTextAt(content, ['items', '1', 'title'], 'x')).toEqual({ notices: ['a', 'b'], items: [{ title: 'first' }, { title: 'x' }] });
  expect(withTextAt(content, ['notices', '0'], 'x').notices).toEqual(['x', 'b']);
  expect(content.notices).toEqual(['a', 'b']);
});

test('an edit copies only the way to its text: the original is unchanged and the rest is shared', () => {
  const content = { hero: { title: 'Old', subtitle: 'Kept' }, games: { items: [{ title: 'a' }, { title: 'b' }] }, faq: { items: [{ q: 'x' }] } };
  const next = withTextAt(content, ['games', 'items', '1', 'title'], 'New');
  expect(next.games.items[1]!.title).toBe('New');
  expect(content.games.items[1]!.title).toBe('b');
  expect(next.games.items).not.toBe(content.games.items);
  expect(next.games.items[0]).toBe(content.games.items[0]);
  expect(next.hero).toBe(content.hero);
  expect(next.faq).toBe(content.faq);
  expect(Array.isArray(next.games.items)).toBe(true);
});
