import { expect, test } from 'vitest';
import { frameOrigin, MAX_FRAME_HEIGHT, MIN_FRAME_HEIGHT, requestedFrameHeight } from './frame-height';

const page = 'https://brightmoose.ca/play-responsibly';
const panelWindow = { name: 'panel' };
const frame = (src: string | null, contentWindow: unknown = panelWindow) => ({ contentWindow, getAttribute: () => src });
type Ask = { source?: unknown; origin?: string; type?: unknown };
const ask = (height: unknown, { source = panelWindow, origin = 'https://brightmoose.ca', type = 'brightmoose:height' }: Ask = {}) => ({
  source,
  origin,
  data: { type, height },
});

test('a frame address is resolved against the page, so a site path has the page origin and a prefix its own', () => {
  expect(frameOrigin('/games/your-play/index.html', page)).toBe('https://brightmoose.ca');
  expect(frameOrigin('https://cdn.example.net/night/games/your-play/index.html', page)).toBe('https://cdn.example.net');
  expect(frameOrigin(null, page)).toBeNull();
  expect(frameOrigin('', page)).toBeNull();
  expect(frameOrigin('data:text/html,hi', page)).toBeNull();
  expect(frameOrigin('http://[bad', page)).toBeNull();
});

test('a height request from the frame at its origin is applied, rounded and clamped to 300–3000', () => {
  const panel = frame('/games/your-play/index.html');
  expect(requestedFrameHeight(ask(1234), panel, page)).toBe(1234);
  expect(requestedFrameHeight(ask(812.6), panel, page)).toBe(813);
  expect(requestedFrameHeight(ask(10), panel, page)).toBe(MIN_FRAME_HEIGHT);
  expect(requestedFrameHeight(ask(300), panel, page)).toBe(300);
  expect(requestedFrameHeight(ask(3000), panel, page)).toBe(3000);
  expect(requestedFrameHeight(ask(99_999), panel, page)).toBe(MAX_FRAME_HEIGHT);
});

test('a message from another window or another origin is ignored', () => {
  const panel = frame('/games/your-play/index.html');
  expect(requestedFrameHeight(ask(800, { source: { name: 'other' } }), panel, page)).toBeNull();
  expect(requestedFrameHeight(ask(800, { source: null }), panel, page)).toBeNull();
  expect(requestedFrameHeight(ask(800, { origin: 'https://evil.example' }), panel, page)).toBeNull();
  expect(requestedFrameHeight(ask(800, { origin: 'http://brightmoose.ca' }), panel, page)).toBeNull();
  // A frame that has no window yet (not attached) believes nobody, not even a message with no source.
  expect(requestedFrameHeight(ask(800, { source: null }), frame('/games/your-play/index.html', null), page)).toBeNull();
  // With an assets prefix the panel speaks from the prefix's origin, and only that origin counts.
  const prefixed = frame('https://cdn.example.net/night/games/your-play/index.html');
  expect(requestedFrameHeight(ask(800), prefixed, page)).toBeNull();
  expect(requestedFrameHeight(ask(800, { origin: 'https://cdn.example.net' }), prefixed, page)).toBe(800);
});

test('anything but a well-formed height request is ignored', () => {
  const panel = frame('/games/your-play/index.html');
  for (const height of ['800', Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
    expect(requestedFrameHeight(ask(height), panel, page), String(height)).toBeNull();
  }
  expect(requestedFrameHeight(ask(800, { type: 'brightmoose:resize' }), panel, page)).toBeNull();
  for (const data of [null, 'brightmoose:height', 800, [800]]) {
    expect(requestedFrameHeight({ source: panelWindow, origin: 'https://brightmoose.ca', data }, panel, page)).toBeNull();
  }
});
