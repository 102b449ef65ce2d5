// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { createRoutes, prerenderPaths } from '../app/routes';
import { SiteDataContext } from '../app/site-data-context';
import { defaultContent } from '../content/default-content';
import { defaultStyles } from '../content/default-styles';
import { EditSlotsContext, type EditSlots } from '../ui/edit-slots';
import { contentCopy, renderSite } from '../test/render-site';

afterEach(cleanup);

const page = defaultContent.responsiblePlay;
const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');

async function openPage() {
  const view = renderSite(['/play-responsibly']);
  await screen.findByRole('heading', { level: 1, name: page.title });
  // The panel's frame gets its page once the page is interactive (after its first effects).
  await waitFor(() => expect(screen.getByTitle(page.yourPlay.frameTitle).getAttribute('src')).not.toBeNull());
  return view;
}

/** The "Your play" frame, its window and the origin it loads from (jsdom's page is http://localhost:3000). */
function panelFrame() {
  const frame = screen.getByTitle<HTMLIFrameElement>(page.yourPlay.frameTitle);
  return { frame, window: frame.contentWindow!, origin: new URL(frame.src, window.location.href).origin };
}

function post(data: unknown, init: { source: Window | null; origin: string }) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source: init.source, origin: init.origin }));
  });
}

test('the page is a route with its own title and is prerendered', async () => {
  expect(prerenderPaths(defaultContent)).toContain('/play-responsibly');
  await openPage();
  await waitFor(() => expect(document.title).toBe(`${page.title} | ${defaultContent.site_name}`));
  const main = within(screen.getByRole('main'));
  const headings = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual([page.coins.title, page.tools.title, page.yourPlay.title, page.signs.title, page.help.title]);
  for (const item of page.signs.items) expect(main.getByText(item)).toBeTruthy();
  expect(main.getByRole('link', { name: page.jumpToHelp }).getAttribute('href')).toBe('#help');
  expect(document.getElementById('help')?.contains(main.getByRole('heading', { name: page.help.title }))).toBe(true);
});

test('every help line is listed with its number as a tel: link that dials the digits shown', async () => {
  await openPage();
  const list = within(screen.getByRole('heading', { level: 2, name: page.help.title }).closest('section')!).getByRole('list');
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(page.help.lines.length);
  page.help.lines.forEach((line, index) => {
    const card = within(cards[index]!);
    expect(card.getByRole('heading', { level: 3, name: line.name })).toBeTruthy();
    const tel = card.queryAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('tel:'));
    if (!line.phone) {
      expect(tel, line.name).toHaveLength(0);
      return;
    }
    expect(tel, line.name).toHaveLength(1);
    expect(tel[0]!.textContent).toBe(line.phone.display);
    expect(digits(tel[0]!.getAttribute('href'))).toBe(digits(tel[0]!.textContent));
  });
});

test('text numbers are sms: links and websites open in a new tab without an opener', async () => {
  await openPage();
  const connex = within(screen.getByRole('heading', { level: 3, name: 'ConnexOntario' }).closest('li')!);
  expect(connex.getByRole('link', { name: `${page.help.labels.call} 1-866-531-2600` }).getAttribute('href')).toBe('tel:+18665312600');
  expect(connex.getByRole('link', { name: `${page.help.labels.text} 247247` }).getAttribute('href')).toBe('sms:247247');
  const chat = connex.getByRole('link', { name: /connexontario\.ca/ });
  expect(chat.getAttribute('href')).toBe('https://www.connexontario.ca');
  expect(chat.textContent).toContain(page.help.labels.newTab);
  const crisis = within(screen.getByRole('heading', { level: 3, name: /Suicide Crisis Helpline/ }).closest('li')!);
  expect(crisis.getByRole('link', { name: 'Call 9-8-8' }).getAttribute('href')).toBe('tel:988');
  expect(crisis.getByRole('link', { name: 'Text 9-8-8' }).getAttribute('href')).toBe('sms:988');
  expect(crisis.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['tel:988', 'sms:988', 'https://988.ca']);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('#help a[href^="http"]')) {
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener');
  }
});

test('the "Your play" panel is framed once the page is interactive, sandboxed like a game, with its content title', async () => {
  await openPage();
  const { frame } = panelFrame();
  expect(frame.getAttribute('src')).toBe(page.yourPlay.path);
  expect(frame.hasAttribute('loading')).toBe(false);
  expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-forms');
  expect(frame.style.height).toBe('');
});

test('the panel frame takes the height its own page asks for, clamped, and ignores every other message', async () => {
  await openPage();
  const { frame, window: panel, origin } = panelFrame();
  const ask = (height: unknown) => ({ type: 'brightmoose:height', height });

  post(ask(1500), { source: window, origin });
  post(ask(1500), { source: panel, origin: 'https://evil.example' });
  post(ask(1500), { source: null, origin });
  post({ type: 'something-else', height: 1500 }, { source: panel, origin });
  post(ask('1500'), { source: panel, origin });
  expect(frame.style.height).toBe('');

  post(ask(1234), { source: panel, origin });
  expect(frame.style.height).toBe('1234px');
  post(ask(50), { source: panel, origin });
  expect(frame.style.height).toBe('300px');
  post(ask(10_000), { source: panel, origin });
  expect(frame.style.height).toBe('3000px');
});

test('the footer links the risks notice and a quick link to the page', async () => {
  await openPage();
  const footer = within(screen.getByRole('contentinfo'));
  const notice = footer.getByRole('link', { name: defaultContent.footer.noticeLink.label });
  expect(notice.getAttribute('href')).toBe('/play-responsibly');
  expect(notice.closest('p')?.textContent).toBe(defaultContent.footer.notices[2]);
  expect(footer.getByRole('link', { name: 'Play responsibly' }).getAttribute('href')).toBe('/play-responsibly');
});

test('a reworded risks notice keeps the link to help, on a line of its own', async () => {
  const content = contentCopy();
  content.footer.notices[2] = 'Gambling comes with risks: debt, addiction. Help is a call away.';
  renderSite(['/'], content);
  const footer = within(await screen.findByRole('contentinfo'));
  expect(footer.getByText(content.footer.notices[2])).toBeTruthy();
  expect(footer.getByRole('link', { name: content.footer.noticeLink.label }).getAttribute('href')).toBe('/play-responsibly');
});

test('in preview every new text is editable at its content path, and the notice stays one text', async () => {
  const slots: EditSlots = {
    Text: ({ path, value, as = 'span', className, id }) => createElement(as, { 'data-content-path': path, className, id }, value),
    Palette: () => null,
  };
  const router = createMemoryRouter(createRoutes(defaultContent), { initialEntries: ['/play-responsibly'] });
  render(
    <EditSlotsContext value={slots}>
      <SiteDataContext value={{ content: defaultContent, styles: defaultStyles }}>
        <RouterProvider router={router} />
      </SiteDataContext>
    </EditSlotsContext>,
  );
  await screen.findByRole('heading', { level: 1, name: page.title });
  const paths = new Map([...document.querySelectorAll('[data-content-path]')].map((el) => [el.getAttribute('data-content-path')!, el.textContent]));
  const expected: [string, string][] = [
    ['responsiblePlay.title', page.title],
    ['responsiblePlay.coins.paragraphs.1', page.coins.paragraphs[1]!],
    ['responsiblePlay.tools.items.4.description', page.tools.items[4]!.description],
    ['responsiblePlay.tools.privacy', page.tools.privacy],
    ['responsiblePlay.yourPlay.lead', page.yourPlay.lead],
    ['responsiblePlay.signs.items.0', page.signs.items[0]!],
    ['responsiblePlay.help.lines.5.name', page.help.lines[5]!.name],
    ['responsiblePlay.help.lines.5.website.label', page.help.lines[5]!.website!.label],
    ['responsiblePlay.help.labels.call', page.help.labels.call],
    ['footer.notices.2', defaultContent.footer.notices[2]!],
    ['footer.noticeLink.label', defaultContent.footer.noticeLink.label],
  ];
  for (const [path, value] of expected) expect(paths.get(path), path).toBe(value);
});
