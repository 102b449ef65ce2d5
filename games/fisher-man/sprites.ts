/**
 * The fish and their multiplier tags, painted once per pond size into small canvases, so a frame
 * only copies images (no path building or text layout per frame).
 */
import { FISH_DEPTHS } from './pond-layout';
import { fillDisc } from './fill-disc';

/** A painted image and where its anchor (the point placed on the pond) is, in CSS pixels. */
export type Sprite = { image: HTMLCanvasElement; width: number; height: number; anchorX: number; anchorY: number };

type Look = { back: string; belly: string; fin: string; marks?: 'stripes' | 'spots' | 'line'; markColour?: string; bill?: boolean };

/** Each species' colours, smallest first. */
const LOOKS: Look[] = [
  { back: '#5d84b0', belly: '#eef4fb', fin: '#a9c3de' },
  { back: '#7a9a2c', belly: '#f4e6a2', fin: '#ff8a3d', marks: 'stripes', markColour: 'rgb(40 60 15 / 0.55)' },
  { back: '#4f6e33', belly: '#ddd9a6', fin: '#7e9a46', marks: 'line', markColour: 'rgb(30 45 20 / 0.6)' },
  { back: '#d46f55', belly: '#ffd4bd', fin: '#b4513d', marks: 'spots', markColour: '#6e2a1e' },
  { back: '#1f3f8c', belly: '#e3e9f2', fin: '#ffc629' },
  { back: '#e0a000', belly: '#fff0a8', fin: '#ffb300', marks: 'stripes', markColour: 'rgb(150 90 0 / 0.45)', bill: true },
];

/** A blank sprite of `width` × `height` CSS pixels at `ratio` device pixels each, ready to paint in CSS pixels. */
export function blankSprite(width: number, height: number, ratio: number, anchorX: number, anchorY: number): { sprite: Sprite; context: CanvasRenderingContext2D } {
  const image = document.createElement('canvas');
  image.width = Math.ceil(width * ratio);
  image.height = Math.ceil(height * ratio);
  const context = image.getContext('2d')!;
  context.scale(ratio, ratio);
  return { sprite: { image, width, height, anchorX, anchorY }, context };
}

/** Paints one fish facing right, centred on the origin. */
function paintFish(c: CanvasRenderingContext2D, look: Look, length: number, depth: number) {
  const bill = look.bill ? length * 0.2 : 0;
  const tail = length * 0.24;
  const nose = length / 2 - bill;
  const cx = (nose + (-length / 2 + tail)) / 2;
  const rx = (nose - (-length / 2 + tail)) / 2;
  const ry = depth / 2;
  c.fillStyle = look.fin;
  c.beginPath();
  c.moveTo(cx - rx + 2, 0);
  c.lineTo(-length / 2, -ry * 1.15);
  c.lineTo(-length / 2 + tail * 0.35, 0);
  c.lineTo(-length / 2, ry * 1.15);
  c.closePath();
  c.fill();
  c.beginPath();
  c.moveTo(cx - rx * 0.55, -ry * 0.8);
  c.quadraticCurveTo(cx - rx * 0.1, -ry * (look.bill ? 2.6 : 1.75), cx + rx * 0.3, -ry * 0.85);
  c.closePath();
  c.moveTo(cx - rx * 0.1, ry * 0.8);
  c.lineTo(cx - rx * 0.35, ry * 1.45);
  c.lineTo(cx + rx * 0.15, ry * 0.85);
  c.fill();
  if (bill) {
    c.beginPath();
    c.moveTo(nose - 2, -ry * 0.3);
    c.lineTo(length / 2, -ry * 0.05);
    c.lineTo(nose - 2, ry * 0.15);
    c.fill();
  }
  const body = c.createLinearGradient(0, -ry, 0, ry);
  body.addColorStop(0, look.back);
  body.addColorStop(0.45, look.back);
  body.addColorStop(0.8, look.belly);
  c.fillStyle = body;
  c.beginPath();
  c.ellipse(cx, 0, rx, ry, 0, 0, Math.PI * 2);
  c.fill();
  c.save();
  c.clip();
  c.fillStyle = look.markColour ?? 'transparent';
  if (look.marks === 'stripes') for (let i = 0; i < 4; i++) c.fillRect(cx - rx * 0.55 + i * rx * 0.32, -ry, rx * 0.12, ry * 1.3);
  if (look.marks === 'line') c.fillRect(cx - rx, -ry * 0.12, rx * 1.8, ry * 0.22);
  if (look.marks === 'spots') for (let i = 0; i < 7; i++) c.fillRect(cx - rx * 0.6 + ((i * 37) % 10) * rx * 0.12, -ry * 0.7 + ((i * 23) % 7) * ry * 0.12, 2, 2);
  c.restore();
  c.strokeStyle = 'rgb(0 0 0 / 0.35)';
  c.lineWidth = 1;
  c.stroke();
  c.beginPath();
  c.arc(cx + rx * 0.35, 0, ry * 0.7, -0.9, 0.9);
  c.stroke();
  const eye = Math.max(1.6, depth * 0.12);
  fillDisc(c, cx + rx * 0.66, -ry * 0.2, eye, '#fff');
  fillDisc(c, cx + rx * 0.66 + eye * 0.25, -ry * 0.2, eye * 0.55, '#0b1f3f');
}

/** Each species as a pair of sprites, facing right and facing left. */
export function fishSprites(lengths: number[], ratio: number): { right: Sprite[]; left: Sprite[] } {
  const right: Sprite[] = [];
  const left: Sprite[] = [];
  lengths.forEach((length, i) => {
    const depth = length * FISH_DEPTHS[i]!;
    const width = length + 6;
    const height = depth * 3 + 6;
    const facingRight = blankSprite(width, height, ratio, width / 2, height / 2);
    facingRight.context.translate(width / 2, height / 2);
    paintFish(facingRight.context, LOOKS[i]!, length, depth);
    const facingLeft = blankSprite(width, height, ratio, width / 2, height / 2);
    facingLeft.context.translate(width, 0);
    facingLeft.context.scale(-1, 1);
    facingLeft.context.drawImage(facingRight.sprite.image, 0, 0, width, height);
    right.push(facingRight.sprite);
    left.push(facingLeft.sprite);
  });
  return { right, left };
}

/** One context to measure tag texts with, made on first use. */
let measurer: CanvasRenderingContext2D | null = null;

/** A rounded tag with a short text: the multiplier by each fish, yellow when the fish is aimed at. */
export function tagSprite(text: string, unit: number, ratio: number, aimed: boolean): Sprite {
  const size = Math.max(11, Math.round(11 * unit));
  const font = `800 ${size}px system-ui, sans-serif`;
  measurer ??= document.createElement('canvas').getContext('2d')!;
  const measure = measurer;
  measure.font = font;
  const width = Math.ceil(measure.measureText(text).width) + size;
  const height = size + 8;
  const { sprite, context: c } = blankSprite(width, height, ratio, width / 2, height / 2);
  c.fillStyle = aimed ? '#ffc629' : 'rgb(5 15 34 / 0.78)';
  c.beginPath();
  c.roundRect(0.5, 0.5, width - 1, height - 1, height / 2);
  c.fill();
  c.font = font;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.fillStyle = aimed ? '#0b1f3f' : '#ffffff';
  c.fillText(text, width / 2, height / 2 + 1);
  return sprite;
}
