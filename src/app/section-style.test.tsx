// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { defaultContent } from '../content/default-content';
import { defaultStyles } from '../content/default-styles';
import type { StyleSet } from '../content/schema';
import { renderSite } from '../test/render-site';
import { EditSlotsContext, type EditSlots } from '../ui/edit-slots';
import { useSectionStyle } from './section-style';
import { SiteDataContext } from './site-data-context';

afterEach(cleanup);

const heroSection = () => screen.getByRole('region', { name: defaultContent.hero.title });

test('a section without a style set still gets its whole default set as custom properties', () => {
  renderSite(['/'], defaultContent, {});
  const style = heroSection().style;
  for (const [path, colour] of Object.entries(defaultStyles.hero)) expect(style.getPropertyValue(`--hero-${path}`)).toBe(colour);
});

test("a generation's colour wins over the default, the rest of the set stays", () => {
  const styles: StyleSet = { hero: { background: '#123456' } };
  renderSite(['/'], defaultContent, styles);
  expect(heroSection().style.getPropertyValue('--hero-background')).toBe('#123456');
  expect(heroSection().style.getPropertyValue('--hero-highlight')).toBe(defaultStyles.hero.highlight);
  expect(heroSection().style.getPropertyValue('--faq-background')).toBe('');
});

test("a section's background, text and title colours are set again under the names every section shares", () => {
  const styles: StyleSet = { hero: { background: '#123456' } };
  renderSite(['/'], defaultContent, styles);
  const style = heroSection().style;
  expect([style.getPropertyValue('--section-background'), style.getPropertyValue('--section-text'), style.getPropertyValue('--section-title')]).toEqual([
    '#123456',
    defaultStyles.hero.text,
    defaultStyles.hero.title,
  ]);
  expect(style.getPropertyValue('--section-highlight')).toBe('');
});

function Probe() {
  const { style, palette } = useSectionStyle('faq');
  return (
    <section aria-label="probe" style={style}>
      {palette}
    </section>
  );
}

test('visitors get no palette; in preview the palette edits the component the section named', () => {
  const slots: EditSlots = { Text: () => null, Palette: ({ component }) => <button type="button">{`palette of ${component}`}</button> };
  const data = { content: defaultContent, styles: {} };
  const { unmount } = render(
    <SiteDataContext value={data}>
      <Probe />
    </SiteDataContext>,
  );
  expect(screen.queryByRole('button')).toBeNull();
  unmount();
  render(
    <EditSlotsContext value={slots}>
      <SiteDataContext value={data}>
        <Probe />
      </SiteDataContext>
    </EditSlotsContext>,
  );
  expect(screen.getByRole('button', { name: 'palette of faq' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'probe' }).style.getPropertyValue('--faq-accent')).toBe(defaultStyles.faq.accent);
});
