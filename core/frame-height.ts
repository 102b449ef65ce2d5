/**
 * A framed panel page (served with the games, possibly from another origin) asks for the height
 * that fits its content by posting `{ type: 'brightmoose:height', height }` to the page. The page
 * believes only its own frame, at the origin of the frame's address.
 */
export const FRAME_HEIGHT_MESSAGE = 'brightmoose:height';
/** What the page posts to the panel to have its height reported again (after the page hydrates). */
export const FRAME_MEASURE_MESSAGE = 'brightmoose:measure';
/** What a game posts to its page when it opens a dialog the player must answer (the age question): the page scrolls the whole frame into view. */
export const FRAME_SHOW_MESSAGE = 'brightmoose:show-frame';
/** Smallest height a panel may ask for, in CSS pixels. */
export const MIN_FRAME_HEIGHT = 300;
/** Largest height a panel may ask for, in CSS pixels. */
export const MAX_FRAME_HEIGHT = 3000;

type MessageLike = { source: unknown; origin: string; data: unknown };
type FrameLike = { contentWindow: unknown; getAttribute(name: 'src'): string | null };

/** The origin a frame's address loads from, resolved against the page's address; null when there is none. */
export function frameOrigin(src: string | null, pageUrl: string): string | null {
  if (!src) return null;
  try {
    const { origin } = new URL(src, pageUrl);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The height a message asks the frame to take, clamped to 300–3000, or null when the message is
 * not a height request from this very frame at its origin.
 */
export function requestedFrameHeight(event: MessageLike, frame: FrameLike, pageUrl: string): number | null {
  if (!frame.contentWindow || event.source !== frame.contentWindow) return null;
  if (event.origin !== frameOrigin(frame.getAttribute('src'), pageUrl)) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== FRAME_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) return null;
  return Math.round(Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, height)));
}
