/**
 * Conversions from the CSS colour functions' spaces to sRGB, each giving red, green and blue
 * from 0 to 1 (values outside that range are outside sRGB). Formulas and matrices are those of
 * CSS Color 4 (https://www.w3.org/TR/css-color-4/#color-conversion-code).
 */
export type Rgb = [red: number, green: number, blue: number];

/** hsl(): hue in degrees, saturation and lightness from 0 to 1. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = ((hue % 360) + 360) % 360;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

/** hwb(): hue in degrees, whiteness and blackness from 0 to 1. */
export function hwbToRgb(hue: number, whiteness: number, blackness: number): Rgb {
  if (whiteness + blackness >= 1) {
    const grey = whiteness / (whiteness + blackness);
    return [grey, grey, grey];
  }
  const pure = hslToRgb(hue, 1, 0.5);
  return pure.map((c) => c * (1 - whiteness - blackness) + whiteness) as Rgb;
}

/** lab(): CIE Lab with the D50 white, L from 0 to 100. */
export function labToRgb(l: number, a: number, b: number): Rgb {
  const kappa = 24389 / 27;
  const epsilon = 216 / 24389;
  const fy = (l + 16) / 116;
  const fx = a / 500 + fy;
  const fz = fy - b / 200;
  const x = fx ** 3 > epsilon ? fx ** 3 : (116 * fx - 16) / kappa;
  const y = l > kappa * epsilon ? fy ** 3 : l / kappa;
  const z = fz ** 3 > epsilon ? fz ** 3 : (116 * fz - 16) / kappa;
  const d50 = [x * (0.3457 / 0.3585), y, z * ((1 - 0.3457 - 0.3585) / 0.3585)];
  const d65 = multiply(D50_TO_D65, d50);
  return gammaEncode(multiply(XYZ_D65_TO_LINEAR_SRGB, d65));
}

/** lch(): Lab as lightness, chroma and hue in degrees. */
export function lchToRgb(l: number, chroma: number, hue: number): Rgb {
  const radians = (hue * Math.PI) / 180;
  return labToRgb(l, chroma * Math.cos(radians), chroma * Math.sin(radians));
}

/** oklab(): L from 0 to 1. */
export function oklabToRgb(l: number, a: number, b: number): Rgb {
  const lms = [l + 0.3963377774 * a + 0.2158037573 * b, l - 0.1055613458 * a - 0.0638541728 * b, l - 0.0894841775 * a - 1.291485548 * b].map((v) => v ** 3);
  return gammaEncode(multiply(LMS_TO_LINEAR_SRGB, lms));
}

/** oklch(): Oklab as lightness, chroma and hue in degrees. */
export function oklchToRgb(l: number, chroma: number, hue: number): Rgb {
  const radians = (hue * Math.PI) / 180;
  return oklabToRgb(l, chroma * Math.cos(radians), chroma * Math.sin(radians));
}

const D50_TO_D65 = [
  [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
  [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
  [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
];
const XYZ_D65_TO_LINEAR_SRGB = [
  [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
  [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
  [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
];
const LMS_TO_LINEAR_SRGB = [
  [4.0767416621, -3.3077115913, 0.2309699292],
  [-1.2684380046, 2.6097574011, -0.3413193965],
  [-0.0041960863, -0.7034186147, 1.707614701],
];

function multiply(matrix: number[][], vector: number[]): number[] {
  return matrix.map((row) => row.reduce((sum, value, i) => sum + value * vector[i]!, 0));
}

/** Linear-light sRGB to the sRGB transfer curve (sign kept, as CSS does for out-of-range values). */
function gammaEncode(linear: number[]): Rgb {
  return linear.map((c) => {
    const abs = Math.abs(c);
    return abs > 0.0031308 ? Math.sign(c) * (1.055 * abs ** (1 / 2.4) - 0.055) : 12.92 * c;
  }) as Rgb;
}
