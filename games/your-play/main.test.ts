// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';

const page = readFileSync(join(import.meta.dirname, 'index.html'), 'utf8');

/** Loads the page as the site frames it, with `search` in its URL. */
async function open(search: string) {
  window.history.replaceState(null, '', `/games/your-play/index.html${search}`);
  document.documentElement.innerHTML = page.replace(/^<!doctype html>\s*<html[^>]*>/i, '').replace(/<\/html>\s*$/, '');
  localStorage.clear();
  vi.resetModules();
  await import('./main');
}

afterEach(() => window.history.replaceState(null, '', '/'));

test('with ?lang=fr the page and its panel are in French: lang, title, description, heading and every section', async () => {
  await open('?lang=fr');
  expect(document.documentElement.lang).toBe('fr-CA');
  expect(document.title).toBe('Vos habitudes de jeu | Brightmoose');
  expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toMatch(/^Vos limites, vos pauses et votre activité/);
  expect(document.querySelector('h1')!.textContent).toBe('Vos habitudes de jeu');
  const headings = [...document.querySelectorAll('h2')].map((heading) => heading.textContent);
  expect(headings).toEqual(['Vos limites', 'Prendre une pause', 'Votre activité']);
  expect(document.querySelector('#yp-time option')!.textContent).toBe('Aucune limite');
  expect([...document.querySelectorAll('#yp-time option')].map((option) => option.textContent)).toContain('1\u00a0h\u00a030');
  const shown = [...document.querySelectorAll('h1, .yp-page__lead, .yp')].map((element) => element.textContent).join(' ');
  expect(shown).not.toMatch(/\b(limits?|break|activity|Your|Save|hours|days|Now)\b/);
});

test('without a language the page stays in English, as its HTML has it', async () => {
  await open('');
  expect(document.documentElement.lang).toBe('en-CA');
  expect(document.title).toBe('Your play | Brightmoose');
  expect(document.querySelector('h1')!.textContent).toBe('Your play');
  expect([...document.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['Your limits', 'Take a break', 'Your activity']);
});
