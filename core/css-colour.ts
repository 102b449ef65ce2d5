import { namedColourHex } from './css-colour-names';
import { hslToRgb, hwbToRgb, labToRgb, lchToRgb, oklabToRgb, oklchToRgb, type Rgb } from './css-colour-spaces';

/**
 * A small CSS colour parser for colours an editor saves: every notation with a fixed sRGB value
 * (hex, the 148 names, transparent, rgb(), rgba(), hsl(), hsla(), hwb(), and lab(), lch(),
 * oklab(), oklch() when inside sRGB), in any case, in legacy comma and modern space syntax.
 * Anything else, including currentcolor, var(), calc() and colours outside sRGB, is refused:
 * the site stores one normal form, lower-case #rrggbb or #rrggbbaa (docs/decisions/008).
 */

/** Longest colour text considered; longer input is refused before parsing. */
const MAX_LENGTH = 100;

type Value = { kind: 'number' | 'percent' | 'angle' | 'none'; value: number };
type Args = { channels: Value[]; alpha: Value | undefined; legacy: boolean };
type Parsed = { rgb: Rgb; alpha: number; clamp: boolean };

const NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|grad|rad|turn)?$/;
const DEGREES_PER = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 } as const;

/** A colour in the normal form the site stores (#rrggbb, or #rrggbbaa when not opaque), or null. */
export function normaliseCssColour(input: string): string | null {
  const text = input.trim().toLowerCase();
  if (text.length > MAX_LENGTH) return null;
  if (text.startsWith('#')) return normaliseHex(text);
  if (text === 'transparent') return '#00000000';
  return namedColourHex(text) ?? normaliseFunction(text);
}

/** A colour function such as rgb(…) or oklch(…) in the normal form, or null. */
function normaliseFunction(text: string): string | null {
  const call = /^([a-z]+)\(([^()]*)\)$/.exec(text);
  if (!call) return null;
  const parse = FUNCTIONS.get(call[1]!);
  if (!parse) return null;
  const args = splitArguments(call[2]!);
  const parsed = args ? parse(args) : null;
  return parsed ? toHex(parsed) : null;
}

function normaliseHex(text: string): string | null {
  if (!/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(text)) return null;
  const digits = text.length <= 5 ? [...text.slice(1)].map((d) => d + d).join('') : text.slice(1);
  const alpha = digits.slice(6);
  return `#${digits.slice(0, 6)}${alpha === 'ff' ? '' : alpha}`;
}

function token(text: string): Value | null {
  if (text === 'none') return { kind: 'none', value: 0 };
  const match = NUMBER.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = match[2] as '%' | keyof typeof DEGREES_PER | undefined;
  if (!Number.isFinite(value)) return null;
  // Stryker disable next-line StringLiteral: no check asks for 'number'; it is the kind that is none of percent, angle and none
  if (!unit) return { kind: 'number', value };
  if (unit === '%') return { kind: 'percent', value };
  return { kind: 'angle', value: value * DEGREES_PER[unit] };
}

/** Legacy `a, b, c[, alpha]` (no none) or modern `a b c[ / alpha]`. */
function splitArguments(inner: string): Args | null {
  if (inner.includes(',')) {
    const values = inner.split(',').map((part) => token(part.trim()));
    if ((values.length !== 3 && values.length !== 4) || values.some((v) => !v || v.kind === 'none')) return null;
    return { channels: values.slice(0, 3) as Value[], alpha: values[3] ?? undefined, legacy: true };
  }
  // split always gives at least one part.
  const [main, alphaText, extra] = inner.split('/') as [string, ...string[]];
  const channels = main.trim().split(/\s+/).map(token);
  if (extra !== undefined || channels.length !== 3 || channels.some((v) => !v)) return null;
  const alpha = alphaText === undefined ? undefined : token(alphaText.trim());
  if (alpha === null) return null;
  return { channels: channels as Value[], alpha, legacy: false };
}

/** A number or percentage (100% = `full`); none is 0; angles are not allowed. */
function amount(v: Value, full: number): number | null {
  if (v.kind === 'angle') return null;
  return v.kind === 'percent' ? (v.value / 100) * full : v.value;
}

/** A hue in degrees: a number or an angle; none is 0. */
function hue(v: Value): number | null {
  return v.kind === 'percent' ? null : v.value;
}

const clampTo = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function alphaOf(v: Value | undefined): number | null {
  if (!v) return 1;
  const value = amount(v, 1);
  return value === null ? null : clampTo(value, 0, 1);
}

type Convert = (a: number, b: number, c: number) => Rgb;

/** A function of three components, each read by `read` (null when not allowed), then converted. */
function colourFunction(readers: ((v: Value) => number | null)[], convert: Convert, options: { legacy?: (args: Args) => boolean; clamp: boolean }) {
  return (args: Args): Parsed | null => {
    if (args.legacy && !options.legacy?.(args)) return null;
    const values = args.channels.map((v, i) => readers[i]!(v));
    const alpha = alphaOf(args.alpha);
    if (values.some((v) => v === null) || alpha === null) return null;
    const [a, b, c] = values as number[];
    return { rgb: convert(a!, b!, c!), alpha, clamp: options.clamp };
  };
}

const sameKinds = (args: Args) => args.channels.every((v) => v.kind === args.channels[0]!.kind);
const percentages = (args: Args) => args.channels[1]!.kind === 'percent' && args.channels[2]!.kind === 'percent';
const rgbChannel = (v: Value) => amount(v, 255);
const unitPercent = (v: Value) => (v.kind === 'angle' ? null : clampTo(v.value, 0, 100) / 100);
const rgb = colourFunction([rgbChannel, rgbChannel, rgbChannel], (r, g, b) => [r / 255, g / 255, b / 255], { legacy: sameKinds, clamp: true });
const hsl = colourFunction([hue, unitPercent, unitPercent], hslToRgb, { legacy: percentages, clamp: true });
const labLightness = (v: Value) => (v.kind === 'angle' ? null : clampTo(amount(v, 100)!, 0, 100));
const okLightness = (v: Value) => (v.kind === 'angle' ? null : clampTo(amount(v, 1)!, 0, 1));
const chroma = (full: number) => (v: Value) => (v.kind === 'angle' ? null : Math.max(0, amount(v, full)!));

/** A Map, not an object: a name such as `constructor` must not find Object's prototype. */
const FUNCTIONS = new Map<string, (args: Args) => Parsed | null>([
  ['rgb', rgb],
  ['rgba', rgb],
  ['hsl', hsl],
  ['hsla', hsl],
  ['hwb', colourFunction([hue, unitPercent, unitPercent], hwbToRgb, { clamp: true })],
  ['lab', colourFunction([labLightness, (v) => amount(v, 125), (v) => amount(v, 125)], labToRgb, { clamp: false })],
  ['lch', colourFunction([labLightness, chroma(150), hue], lchToRgb, { clamp: false })],
  ['oklab', colourFunction([okLightness, (v) => amount(v, 0.4), (v) => amount(v, 0.4)], oklabToRgb, { clamp: false })],
  ['oklch', colourFunction([okLightness, chroma(0.4), hue], oklchToRgb, { clamp: false })],
]);

/** Half a step of eight-bit colour: converted colours this close to sRGB's edge are inside it. */
const EDGE = 0.5 / 255;

function toHex({ rgb, alpha, clamp }: Parsed): string | null {
  if (!clamp && rgb.some((c) => !(c >= -EDGE && c <= 1 + EDGE))) return null;
  const bytes = [...rgb.map((c) => clampTo(c, 0, 1)), alpha].map((c) => Math.round(c * 255));
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return bytes[3] === 255 ? `#${hex.slice(0, 6)}` : `#${hex}`;
}
