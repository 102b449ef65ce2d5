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
