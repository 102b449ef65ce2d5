/**
 * Calls `start` once `element` is at least partly in the viewport, or at once in a browser without
 * IntersectionObserver. The site's frames start this way: a frame below the first screen gets its
 * page when the visitor scrolls to it, so its scripts and start-up never run while the site's page
 * loads (docs/decisions/039).
 */
export function startInView(element: Element, start: () => void): void {
  const Observer = element.ownerDocument.defaultView?.IntersectionObserver;
  if (!Observer) return void start();
  const observer = new Observer((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start();
  });
  observer.observe(element);
}
