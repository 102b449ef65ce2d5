import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Text } from './text';

const html = (value: string, as?: 'h1') => renderToStaticMarkup(<Text path="hero.title" value={value} as={as} className="hero__title" />);

test('a text in a right-to-left script takes its own direction on the visitor’s page, as it does in the editor', () => {
  expect(html('مرحبا بكم في الموقع', 'h1')).toBe('<h1 class="hero__title" dir="auto">مرحبا بكم في الموقع</h1>');
  expect(html('ברוכים הבאים', 'h1')).toBe('<h1 class="hero__title" dir="auto">ברוכים הבאים</h1>');
  // A text without an element of its own is isolated as the editor's span is: its direction leaks into nothing around it.
  expect(html('Jouer \u202eici')).toBe('<bdi>Jouer \u202eici</bdi>');
  expect(html('مرحبا')).toBe('<bdi>مرحبا</bdi>');
});

test('a text in a left-to-right script is rendered as before, without a direction', () => {
  expect(html('Bienvenue à bord', 'h1')).toBe('<h1 class="hero__title">Bienvenue à bord</h1>');
  expect(html('Play now 🎰')).toBe('Play now 🎰');
});
