import { configure } from '@testing-library/dom';

// jsdom has no scrolling; the site scrolls to the top on every path change, so give it a no-op
// that tests can spy on.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// Testing Library's findBy/waitFor give up after 1 s by default; a 2-core machine busy with other
// work (CI, a build beside the tests) took longer than that for a page to settle
// (play-responsibly-page.test.tsx failed so in 2 of 3 loaded runs). Vitest's own per-test
// timeout (vitest.config.ts) stays above it.
configure({ asyncUtilTimeout: 4_000 });
