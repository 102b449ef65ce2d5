import { FRAME_MEASURE_MESSAGE, frameOrigin, requestedFrameHeight } from '../../core/frame-height';
import { startInView } from './start-in-view';

/**
 * The "Your play" frame: it gets its page once the site's page has loaded and painted and the
 * frame is in view (in the prerendered HTML its page, scripts and styles would be fetched before
 * the first paint; further down the page they would still run during its load), and takes the
 * height its page asks for (core/frame-height.ts). Once loaded, its page is asked for
 * its height, at its own origin only: it may have reported it before this page listened.
 */
export function yourPlayFrame(doc: Document): void {
  const frame = doc.querySelector<HTMLIFrameElement>('iframe.your-play__frame[data-src]');
  const view = doc.defaultView;
  if (!frame || !view) return;
  view.addEventListener('message', (event) => {
    const height = requestedFrameHeight(event, frame, view.location.href);
    if (height !== null) frame.style.height = `${height}px`;
  });
  frame.addEventListener('load', () => {
    const origin = frameOrigin(frame.getAttribute('src'), view.location.href);
    if (origin) frame.contentWindow?.postMessage({ type: FRAME_MEASURE_MESSAGE }, origin);
  });
  startInView(frame, () => {
    frame.src = frame.dataset.src!;
  });
}
