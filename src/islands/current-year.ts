/**
 * The footer's year by the visitor's clock: the page was rendered with the year it was built in
 * (src/ui/current-year.ts), which a page served for long would otherwise keep.
 */
export function currentYear(doc: Document, now: Date = new Date()): void {
  for (const element of doc.querySelectorAll('[data-current-year]')) element.textContent = String(now.getFullYear());
}
