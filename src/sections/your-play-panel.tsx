import { useEffect, useRef, useState } from 'react';
import type { SiteContent } from '../content/schema';
import { useSectionStyle } from '../app/section-style';
import { useLocale } from '../app/site-data-context';
import { framePageIn } from '../ui/frame-page';
import { FRAME_MEASURE_MESSAGE, frameOrigin, requestedFrameHeight } from '../ui/frame-height';
import { GAME_FRAME_SANDBOX } from '../ui/frame-sandbox';
import { SectionHeader } from '../ui/section-header';
import './your-play-panel.css';

/**
 * The "Your play" panel: a page served with the games (which own the limits, breaks and activity)
 * shown in a frame, never read directly. The frame loads at once, as the page's main tool, and
 * takes the height its page asks for (see frame-height.ts).
 */
export function YourPlayPanel({ content }: { content: SiteContent['responsiblePlay']['yourPlay'] }) {
  const { style, palette } = useSectionStyle('yourPlay');
  const locale = useLocale();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      const next = frame ? requestedFrameHeight(event, frame, window.location.href) : null;
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    // The panel may have reported its height before this page listened (it loads with the
    // prerendered HTML, before hydration): ask it again, at its own origin only.
    const frame = frameRef.current;
    const origin = frame ? frameOrigin(frame.getAttribute('src'), window.location.href) : null;
    const ask = () => origin && frame?.contentWindow?.postMessage({ type: FRAME_MEASURE_MESSAGE }, origin);
    ask();
    frame?.addEventListener('load', ask);
    return () => {
      window.removeEventListener('message', onMessage);
      frame?.removeEventListener('load', ask);
    };
  }, []);

  return (
    <section className="your-play section" id="your-play" style={style} aria-labelledby="your-play-title">
      <div className="section__inner">
        <SectionHeader id="your-play-title" path="responsiblePlay.yourPlay" title={content.title} lead={content.lead} leadField="lead" />
        <iframe
          ref={frameRef}
          className="your-play__frame"
          src={framePageIn(content.path, locale)}
          title={content.frameTitle}
          sandbox={GAME_FRAME_SANDBOX}
          width={1200}
          height={720}
          style={height === null ? undefined : { height: `${height}px` }}
        />
      </div>
      {palette}
    </section>
  );
}
