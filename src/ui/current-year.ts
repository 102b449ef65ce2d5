import { useSyncExternalStore } from 'react';

/**
 * The year server-rendered pages carry. Fixed at build time (VITE_BUILD_YEAR, set by
 * scripts/build.mjs for the client and the server bundle alike), so the prerendered HTML, the
 * preview server's HTML and the client's hydration render all agree and hydrate without a
 * mismatch. Outside a build (tests, dev) it is the year the module was loaded.
 */
export const RENDERED_YEAR: number = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

const noSubscription = () => () => {};
const clockYear = () => new Date().getFullYear();
const renderedYear = () => RENDERED_YEAR;

/**
 * The current year by the visitor's clock. Hydration first renders the year the HTML was built
 * with, then React re-renders with the clock's year: no mismatch, and never a stale year once
 * the client runs.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, clockYear, renderedYear);
}
