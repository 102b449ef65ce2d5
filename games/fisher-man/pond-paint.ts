/**
 * The small drawing steps of a frame. Each works on numbers and sprites made beforehand and
 * allocates nothing, so a frame stays a few dozen canvas calls.
 */
import type { PondLayout } from './pond-layout';
import type { Sprite } from './sprites';
import { fillDisc } from './fill-disc';

const BUBBLES = 10;

/** Rising bubbles, in typed arrays made once. */
export type Bubbles = { x: Float64Array; y: Float64Array; speed: Float64Array };

export function createBubbles(): Bubbles {
  const bubbles = { x: new Float64Array(BUBBLES), y: new Float64Array(BUBBLES), speed: new Float64Array(BUBBLES) };
  for (let i = 0; i < BUBBLES; i++) {
    bubbles.x[i] = ((i * 0.618) % 1) * 0.9 + 0.05;
    bubbles.y[i] = (i * 0.37) % 1;
    bubbles.speed[i] = 0.05 + ((i * 0.29) % 1) * 0.07;
  }
  return bubbles;
}

/** Moves the bubbles up by `dt` ms and draws them as one path (x and y are shares of the water). */
export function drawBubbles(c: CanvasRenderingContext2D, l: PondLayout, b: Bubbles, dt: number): void {
  const depth = l.height - l.surface;
  c.strokeStyle = 'rgb(255 255 255 / 0.35)';
  c.lineWidth = 1;
  c.beginPath();
  for (let i = 0; i < BUBBLES; i++) {
    let y = b.y[i]! - (b.speed[i]! * dt) / 1000;
    if (y < 0.04) y += 1;
    b.y[i] = y;
    const px = b.x[i]! * l.width;
    const py = l.surface + y * depth;
    const r = (1.5 + (i % 3)) * l.unit;
    c.moveTo(px + r, py);
    c.arc(px, py, r, 0, Math.PI * 2);
  }
  c.stroke();
}

/** A shimmering line along the surface; `time` 0 leaves it still. */
export function drawSurface(c: CanvasRenderingContext2D, l: PondLayout, time: number): void {
  c.strokeStyle = 'rgb(214 240 255 / 0.5)';
  c.lineWidth = 1.5;
  c.beginPath();
  for (let x = 0; x <= l.width + 12; x += 12) {
    const y = l.surface + Math.sin(x * 0.05 + time * 0.003) * 1.5 * l.unit;
    if (x === 0) c.moveTo(x, y);
    else c.lineTo(x, y);
  }
  c.stroke();
}

/** Draws a sprite with its anchor at (x, y). */
export function drawSprite(c: CanvasRenderingContext2D, s: Sprite, x: number, y: number): void {
  c.drawImage(s.image, x - s.anchorX, y - s.anchorY, s.width, s.height);
}

/** A fishing line from the rod tip that sags a little between its ends. */
export function drawLine(c: CanvasRenderingContext2D, fromX: number, fromY: number, toX: number, toY: number, sag: number): void {
  c.beginPath();
  c.moveTo(fromX, fromY);
  c.quadraticCurveTo((fromX + toX) / 2, Math.max(fromY, toY) + sag, toX, toY);
  c.stroke();
}

/** The red and white float on the end of the line. */
export function drawBobber(c: CanvasRenderingContext2D, x: number, y: number, u: number): void {
  fillDisc(c, x, y, 4 * u, '#ffffff');
  fillDisc(c, x, y, 4 * u, '#e8413c', Math.PI, 0);
}

/** The aim: a yellow ring round the fish aimed at. */
export function drawRing(c: CanvasRenderingContext2D, x: number, y: number, rx: number, ry: number): void {
  c.strokeStyle = '#ffc629';
  c.lineWidth = 2.5;
  c.beginPath();
  c.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  c.stroke();
}

/** A ripple ring on the water that widens and fades as `t` goes from 0 to 1. */
export function drawRipple(c: CanvasRenderingContext2D, x: number, y: number, t: number, u: number): void {
  c.globalAlpha = Math.max(0, 1 - t);
  c.strokeStyle = '#d6f0ff';
  c.lineWidth = 1.5;
  c.beginPath();
  c.ellipse(x, y, (6 + 22 * t) * u, (2 + 6 * t) * u, 0, 0, Math.PI * 2);
  c.stroke();
  c.globalAlpha = 1;
}
