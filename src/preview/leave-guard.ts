import { useEffect } from 'react';

/** Editable texts typed in and not yet left (leaving one saves it). */
const typing = new Set<Element>();

/** Notes that a text has been typed in (true) or left, which saves it or puts it back (false). */
export function markTyping(element: Element, typed: boolean): void {
  if (typed) typing.add(element);
  else typing.delete(element);
}

/**
 * Asks before the page goes away (reload, closing the tab, Back) while a text is typed and not yet
 * left, or `saving()` says a save is on its way: either would be lost without a word. Saves kept
 * offline are not asked about: the tab keeps them across a reload.
 */
export function useLeaveGuard(saving: () => boolean): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saving() || [...typing].some((element) => element.isConnected)) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [saving]);
}
