import { configure } from '@testing-library/dom';

// jsdom has no scrolling; the site scrolls to the top on every path change, so give it a no-op
// that tests can spy on.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// Testing Library's findBy/waitFor give up after 1 s by default; a 2-core machine busy with other
// work (CI, a build beside the tests) took longer than that for a page to settle
// (play-responsibly-page.test.tsx failed so in 2 of 3 loaded runs), and at a load average of 20 to
// 30 a findByRole in missing-content.test.tsx gave up after 4 s. A wait that holds returns as soon
// as it does; Vitest's own per-test timeout (vitest.config.ts) stays above this one.
configure({ asyncUtilTimeout: 10_000 });
