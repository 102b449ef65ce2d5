/**
 * How much of a frame must be in view before it starts: a frame whose top edge only peeks above
 * the bottom of a phone's first screen (6 px on two English game pages at 412 x 823) shows
 * nothing yet, and starting it would run its start-up inside the page's load and let a game's
 * "show me" scroll the visitor away from the top of the page.
 */
export const VISIBLE_TO_START_PX = 96;

/**
 * Calls `start` once at least {@link VISIBLE_TO_START_PX} of `element` is in the viewport, or at
 * once in a browser without IntersectionObserver. The site's frames start this way: a frame below
 * the first screen gets its page when the visitor scrolls to it, so its scripts and start-up never
 * run while the site's page loads (docs/decisions/039).
 */
export function startInView(element: Element, start: () => void): void {
  const Observer = element.ownerDocument.defaultView?.IntersectionObserver;
  if (!Observer) return void start();
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: `0px 0px -${VISIBLE_TO_START_PX}px 0px` },
  );
  observer.observe(element);
}
