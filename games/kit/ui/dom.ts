type Attributes = Record<string, string | number | boolean | null | undefined | EventListener>;
type Child = Node | string | null | undefined | false;

/** Creates an element: attributes (on* keys become listeners; false/null are skipped) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** Replaces an element's children. */
export function fill(element: Element, ...children: Child[]): void {
  element.replaceChildren(...children.filter((c): c is Node | string => Boolean(c)));
}

/** An element from trusted SVG markup made in code (card faces). */
export function svgFragment(markup: string): DocumentFragment {
  return document.createRange().createContextualFragment(markup);
}

/**
 * Runs `start` in a task of its own after the page's first paint, so a game's start-up work is
 * split from the parsing and first layout of the page (no long task at load).
 */
export function afterFirstPaint(start: () => void): void {
  requestAnimationFrame(() => setTimeout(start, 0));
}

/**
 * A click listener for a button that stakes coins: the second click of a double click (and any
 * further one) is ignored, since by then the first bet is settled and a new card, coup or cast is
 * on show that the player has not seen. Keyboard presses (detail 0) and single clicks act.
 */
export const onStakeClick = (action: () => void) => (event: MouseEvent) => {
  if (event.detail < 2) action();
};

/**
 * Enables or disables a button. A disabled button cannot keep the keyboard focus, which the
 * browser then drops to the page (a screen reader loses its place, the next Tab starts over):
 * one that has it hands it to `heir` first.
 */
export function setDisabled(button: HTMLButtonElement, disabled: boolean, heir: () => HTMLElement | null | undefined): void {
  if (disabled && !button.disabled && button.ownerDocument.activeElement === button) heir()?.focus();
  button.disabled = disabled;
}
