import type { RefObject } from 'react';
import { GAME_FRAME_SANDBOX } from './frame-sandbox';

type FrameScreenProps = {
  /**
   * The section's own class prefix: its box is `{block}__screen`, the frame `{block}__frame` (a
   * visitor's page finds the frame by it) and the notice `{block}__no-script`.
   */
  block: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The framed page's address in the page's language (framePageIn). */
  page: string;
  /** Whether the frame has its page yet: not in the prerendered HTML, from when the page is interactive. */
  started: boolean;
  /** The frame's accessible name. */
  title: string;
  /** The notice shown over the empty frame when scripts do not run. */
  needsJavaScript: string;
  /** A game's frame loads only near the view and may go full screen. */
  game?: boolean;
  /** The height the framed page asked for, once it has. */
  height?: number | null;
};

/**
 * A games-origin page (a game, "Your play") in a sandboxed frame, with the notice that it needs
 * JavaScript over it. The frame gets its page once the site's page is interactive: the framed
 * page's start-up never competes with the site's first paint (it needs scripts anyway).
 */
export function FrameScreen({ block, frameRef, page, started, title, needsJavaScript, game = false, height = null }: FrameScreenProps) {
  return (
    <div className={`${block}__screen frame-screen`}>
      <iframe
        ref={frameRef}
        className={`${block}__frame frame-screen__frame`}
        src={started ? page : undefined}
        // Where a visitor's page, which runs no React, finds the address (src/islands/game-frame.ts, your-play-frame.ts).
        data-src={page}
        title={title}
        sandbox={GAME_FRAME_SANDBOX}
        loading={game ? 'lazy' : undefined}
        allowFullScreen={game}
        width={1200}
        height={720}
        style={height === null ? undefined : { height: `${height}px` }}
      />
      <noscript className={`${block}__no-script frame-screen__no-script`}>
        <p>{needsJavaScript}</p>
      </noscript>
    </div>
  );
}
