// jsdom has no scrolling; the site scrolls to the top on every path change, so give it a no-op
// that tests can spy on.
if (typeof window !== 'undefined') window.scrollTo = () => {};
