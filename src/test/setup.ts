// Runs before every unit test file. Only files with a DOM (jsdom) get Testing Library's settings:
// importing it costs about a tenth of a second, in each of the many server and rules files too.
if (typeof window !== 'undefined') {
  // The files of the `shared` project (vitest.config.ts) share their worker's jsdom window as well
  // as its modules: Vitest keeps one window per worker for files that are not isolated. Each file
  // starts from an empty document and empty storage, as in a window of its own. Without this a
  // file saw what the one before it left: the tiles a Mahjong board test appended to the body
  // were buttons that a later file's role query found beside its own.
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) for (const name of element.getAttributeNames()) element.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) if (cookie.trim()) document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;

  // jsdom has no scrolling; the site scrolls to the top on every path change, so give it a no-op
  // that tests can spy on.
  window.scrollTo = () => {};

  // jsdom has <dialog> but not its modal methods: open and close it as the browser would, without
  // the top layer (the editor's dialogs, the games' age question, reality check and Your play).
  const dialog = HTMLDialogElement.prototype as { showModal?: () => void; close?: () => void };
  dialog.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };

  // Testing Library's findBy/waitFor give up after 1 s by default; a 2-core machine busy with other
  // work (CI, a build beside the tests) took longer than that for a page to settle
  // (play-responsibly-page.test.tsx failed so in 2 of 3 loaded runs), and at a load average of 20 to
  // 30 a findByRole in missing-content.test.tsx gave up after 4 s. A wait that holds returns as soon
  // as it does; Vitest's own per-test timeout (vitest.config.ts) stays above this one.
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

// A module (for the await above), exporting nothing.
export {};
