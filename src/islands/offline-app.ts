import { showFloatingNotice } from './floating-notices';

/** Id of the template that holds the update notice and names the worker (src/app/update-notice.tsx). */
export const UPDATE_NOTICE_TEMPLATE_ID = 'update-notice';

/** What the worker is told when the player asks for the new version (src/offline/service-worker.ts). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/**
 * Makes the site an app that plays offline (docs/decisions/041): registers the site's service
 * worker named by the page's update-notice template, and when a new version of it is waiting
 * while this page is run by an older one, shows the notice. Only the notice's button makes the
 * new version take over, and only then does the page reload: a round in a game's frame is never
 * cut off. Pages without the template (the preview's) register nothing.
 */
export function offlineApp(doc: Document, workers: ServiceWorkerContainer | undefined): void {
  const template = doc.getElementById(UPDATE_NOTICE_TEMPLATE_ID);
  if (!workers || !(template instanceof HTMLTemplateElement) || !template.dataset.worker) return;
  let reloading = false;
  workers.addEventListener('controllerchange', () => {
    // The first worker also takes control of the page it installed from: no reload for that.
    if (reloading) doc.defaultView?.location.reload();
  });
  let shown: Element | null = null;
  const offer = (waiting: ServiceWorker) => {
    // A first install is no new version: nothing ran this page before it.
    if (!workers.controller || shown) return;
    const source = template.content.firstElementChild;
    if (!source) return;
    shown = doc.importNode(source, true);
    shown.querySelector('button')?.addEventListener('click', () => {
      // Another tab's button may already have made the new version take over (this page with
      // it): no change of worker is left to wait for, only the reload.
      if (waiting.state === 'activating' || waiting.state === 'activated') {
        doc.defaultView?.location.reload();
        return;
      }
      reloading = true;
      waiting.postMessage(SKIP_WAITING);
    });
    // A live region is read out when its text changes, not when it arrives with it: the
    // sentence goes in a moment after the notice.
    const message = shown.querySelector('p');
    const text = message?.textContent ?? '';
    if (message) message.textContent = '';
    showFloatingNotice(template, shown);
    setTimeout(() => message && (message.textContent = text), 100);
  };
  workers
    .register(template.dataset.worker, { scope: '/' })
    .then((registration) => {
      if (registration.waiting) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offer(installing);
        });
      });
    })
    // No worker (private browsing, storage refused): the site works as before, online.
    .catch(() => undefined);
}
