/**
 * A filled circle, or the part of one between two angles (a half disc from π to 0), in one
 * colour: the pond's round shapes (the moon, the bobber, the fisher's head, a fish's eye).
 */
export function fillDisc(c: CanvasRenderingContext2D, x: number, y: number, radius: number, colour: string, from = 0, to = Math.PI * 2): void {
  c.fillStyle = colour;
  c.beginPath();
  c.arc(x, y, radius, from, to);
  c.fill();
}
