import type { Spot } from "./types";

/**
 * The wire's lengths and angles are whole ten-thousandths (of an inch, of a degree); the drawing is in
 * inches, the SVG's y pointing down, so north (y = 48") is at the top as a player on the south edge sees it.
 */
export const TABLE = 48;

export function inch(tenThousandths: number): number {
  return tenThousandths / 10_000;
}

export function wire(inches: number): number {
  return Math.round(inches * 10_000);
}

/** A point of the table, in inches, where the SVG draws it. */
export function svg({ x, y }: Spot): { x: number; y: number } {
  return { x: inch(x), y: TABLE - inch(y) };
}

export function points(outline: Spot[]): string {
  return outline.map((p) => { const s = svg(p); return `${s.x},${s.y}`; }).join(" ");
}

/** The heading from one point to another, in ten-thousandths of a degree, from 0 up to 360°. */
export function heading(from: Spot, to: Spot): number {
  const degrees = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
  return wire((degrees + 360) % 360) % 3_600_000;
}

/** The point `length` inches from `centre` along `facing` (ten-thousandths of a degree), in SVG inches. */
export function along(centre: Spot, facing: number, length: number): { x: number; y: number } {
  const radians = (inch(facing) * Math.PI) / 180;
  const at = svg(centre);
  return { x: at.x + Math.cos(radians) * length, y: at.y - Math.sin(radians) * length };
}

/** The SVG path of a base's front arc: the half of the base its facing looks into (F01). */
export function frontArc(centre: Spot, facing: number, radius: number): string {
  const left = along(centre, facing + 900_000, radius);
  const right = along(centre, facing - 900_000, radius);
  const at = svg(centre);
  return `M ${at.x} ${at.y} L ${right.x} ${right.y} A ${radius} ${radius} 0 0 0 ${left.x} ${left.y} Z`;
}

/** A length in inches as people read it: 3.25". */
export function inches(tenThousandths: number): string {
  return `${Number(inch(tenThousandths).toFixed(2))}"`;
}
