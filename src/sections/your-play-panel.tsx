import { useEffect, useRef, useState } from 'react';
import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { useLocale } from '../app/site-data-context';
import { framePageIn } from '../ui/frame-page';
import { FRAME_MEASURE_MESSAGE, frameOrigin, requestedFrameHeight } from '../../core/frame-height';
import { FrameScreen } from '../ui/frame-screen';
import { HeadedSection } from '../ui/headed-section';
import './your-play-panel.css';

/**
 * The "Your play" panel: a page served with the games (which own the limits, breaks and activity)
 * shown in a frame, never read directly. The frame gets its page as soon as the site's page is
 * interactive, like a game's (its page needs scripts anyway): in the prerendered HTML its page,
 * scripts and styles were fetched before the site's first paint, which Lighthouse's simulation
 * then waited for (FCP 1.5 s here, 0.76 s on the other pages). It takes the height its page asks
 * for (see frame-height.ts).
 */
export function YourPlayPanel({ content }: { content: SiteContent['responsiblePlay']['yourPlay'] }) {
  const colours = useSectionStyle('yourPlay');
  const locale = useLocale();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      const next = frame ? requestedFrameHeight(event, frame, window.location.href) : null;
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    // Once its page has loaded, the panel is asked for its height, at its own origin only (it
    // may have reported it before this page listened).
    const frame = frameRef.current;
    const ask = () => {
      const origin = frame ? frameOrigin(frame.getAttribute('src'), window.location.href) : null;
      if (origin) frame?.contentWindow?.postMessage({ type: FRAME_MEASURE_MESSAGE }, origin);
    };
    frame?.addEventListener('load', ask);
    setStarted(true);
    return () => {
      window.removeEventListener('message', onMessage);
      frame?.removeEventListener('load', ask);
    };
  }, []);

  return (
    <HeadedSection block="your-play" colours={colours} anchor="your-play" header={{ path: 'responsiblePlay.yourPlay', title: content.title, lead: content.lead, leadField: 'lead' }}>
      <FrameScreen
        block="your-play"
        frameRef={frameRef}
        page={framePageIn(content.path, locale)}
        started={started}
        title={content.frameTitle}
        needsJavaScript={content.needsJavaScript}
        height={height}
      />
    </HeadedSection>
  );
}
