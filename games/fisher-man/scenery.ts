/**
 * What never moves, painted once per pond size: the night sky, the moon, the lake and its floor
 * (on a canvas of its own, under the fish), and the boat with the fisher (a sprite, rocked by
 * the waves unless motion is reduced).
 */
import type { PondLayout } from './pond-layout';
import { blankSprite, type Sprite } from './sprites';
import { fillDisc } from './fill-disc';

/** A small deterministic sequence, so the stars and weeds sit in the same places every time. */
function scatter(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

/** Paints the sky, moon, lake and lake floor onto the background canvas. */
export function paintBackground(c: CanvasRenderingContext2D, l: PondLayout): void {
  const { width: w, height: h, unit: u, surface } = l;
  const sky = c.createLinearGradient(0, 0, 0, surface);
  sky.addColorStop(0, '#071833');
  sky.addColorStop(1, '#1b3d70');
  c.fillStyle = sky;
  c.fillRect(0, 0, w, surface);
  const random = scatter(7);
  c.fillStyle = '#ffffff';
  for (let i = 0; i < 46; i++) {
    c.globalAlpha = 0.3 + random() * 0.6;
    c.fillRect(random() * w, random() * surface * 0.8, random() < 0.2 ? 2 : 1, 1);
  }
  c.globalAlpha = 1;
  const moonX = w * 0.84;
  const moonY = surface * 0.4;
  const glow = c.createRadialGradient(moonX, moonY, 4 * u, moonX, moonY, 40 * u);
  glow.addColorStop(0, 'rgb(255 224 138 / 0.35)');
  glow.addColorStop(1, 'rgb(255 224 138 / 0)');
  c.fillStyle = glow;
  c.fillRect(moonX - 40 * u, moonY - 40 * u, 80 * u, 80 * u);
  fillDisc(c, moonX, moonY, 11 * u, '#ffe08a');
  c.fillStyle = '#0d2a52';
  c.beginPath();
  c.moveTo(0, surface);
  for (let x = 0; x <= w + 40; x += 40) c.quadraticCurveTo(x - 20, surface - (10 + ((x * 7) % 13)) * u, x, surface - 2 * u);
  c.lineTo(w, surface);
  c.fill();
  const lake = c.createLinearGradient(0, surface, 0, h);
  lake.addColorStop(0, '#1c7f93');
  lake.addColorStop(0.45, '#0f4d6b');
  lake.addColorStop(1, '#072640');
  c.fillStyle = lake;
  c.fillRect(0, surface, w, h - surface);
  c.fillStyle = 'rgb(255 255 255 / 0.05)';
  for (let i = 0; i < 4; i++) {
    const x = w * (0.1 + i * 0.26);
    c.beginPath();
    c.moveTo(x, surface);
    c.lineTo(x + 40 * u, surface);
    c.lineTo(x - 30 * u, h);
    c.lineTo(x - 90 * u, h);
    c.fill();
  }
  c.fillStyle = 'rgb(255 224 138 / 0.22)';
  for (let i = 0; i < 4; i++) c.fillRect(moonX - (14 - i * 3) * u, surface + (5 + i * 6) * u, (28 - i * 6) * u, 1.5);
  paintFloor(c, l, random);
}

function paintFloor(c: CanvasRenderingContext2D, l: PondLayout, random: () => number) {
  const { width: w, height: h, unit: u } = l;
  c.strokeStyle = '#2f8f5b';
  c.lineWidth = 2.5 * u;
  c.lineCap = 'round';
  for (let i = 0; i < Math.round(w / 38); i++) {
    const x = random() * w;
    const tall = (14 + random() * 26) * u;
    c.beginPath();
    c.moveTo(x, h);
    c.quadraticCurveTo(x + (random() - 0.5) * 20 * u, h - tall * 0.6, x + (random() - 0.5) * 10 * u, h - tall);
    c.stroke();
  }
  c.fillStyle = '#8c7a4b';
  c.beginPath();
  c.moveTo(0, h);
  for (let x = 0; x <= w + 30; x += 30) c.quadraticCurveTo(x - 15, h - 12 * u, x, h - 6 * u);
  c.lineTo(w, h);
  c.fill();
  c.fillStyle = '#3d4f5c';
  for (let i = 0; i < Math.round(w / 120); i++) {
    c.beginPath();
    c.ellipse(random() * w, h - 5 * u, (6 + random() * 8) * u, (4 + random() * 3) * u, 0, Math.PI, 0);
    c.fill();
  }
}

/** The boat and the fisher, anchored where the hull meets the water under the boat's middle. */
export function boatSprite(u: number, ratio: number): Sprite {
  const left = 38 * u;
  const top = 48 * u;
  const { sprite, context: c } = blankSprite(80 * u, 62 * u, ratio, left, top);
  c.translate(left, top);
  c.lineCap = 'round';
  c.strokeStyle = '#c8a06a';
  c.lineWidth = 1.8 * u;
  c.beginPath();
  c.moveTo(-1 * u, -19 * u);
  c.lineTo(34 * u, -40 * u);
  c.stroke();
  c.fillStyle = '#ffc629';
  c.beginPath();
  c.roundRect(-12 * u, -26 * u, 12 * u, 20 * u, 4 * u);
  c.fill();
  fillDisc(c, -6 * u, -30 * u, 5 * u, '#f2c49b');
  c.fillStyle = '#ffc629';
  c.beginPath();
  c.ellipse(-6 * u, -33 * u, 8 * u, 3 * u, 0, Math.PI, 0);
  c.fill();
  c.strokeStyle = '#ffc629';
  c.lineWidth = 3 * u;
  c.beginPath();
  c.moveTo(-4 * u, -20 * u);
  c.lineTo(-1 * u, -19 * u);
  c.stroke();
  c.fillStyle = '#8b4a2b';
  c.beginPath();
  c.moveTo(-34 * u, -8 * u);
  c.lineTo(32 * u, -8 * u);
  c.lineTo(22 * u, 7 * u);
  c.lineTo(-26 * u, 7 * u);
  c.closePath();
  c.fill();
  c.fillStyle = '#a85e35';
  c.fillRect(-33 * u, -9 * u, 64 * u, 3 * u);
  const lamp = c.createRadialGradient(-28 * u, -16 * u, 1, -28 * u, -16 * u, 10 * u);
  lamp.addColorStop(0, 'rgb(255 198 41 / 0.9)');
  lamp.addColorStop(1, 'rgb(255 198 41 / 0)');
  c.fillStyle = lamp;
  c.fillRect(-38 * u, -26 * u, 20 * u, 20 * u);
  return sprite;
}
