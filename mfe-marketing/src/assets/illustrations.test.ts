import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = import.meta.dirname;
const files = readdirSync(folder).filter((name) => name.endsWith('.svg'));

/** The fill an element paints with: its own, else the nearest ancestor's; SVG's default is black. */
function effectiveFill(element: Element): string | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const fill = node.getAttribute('fill');
    if (fill !== null) return fill;
  }
  return null;
}

describe('marketing illustrations', () => {
  it('finds the illustrations', () => {
    expect(files.length).toBeGreaterThanOrEqual(11);
  });

  // A stroked line or curve left to SVG's default fill is painted solid black between its points
  // (a network of lines became a black polygon): whatever draws a stroke states its fill.
  for (const name of files) {
    it(`${name}: every stroked shape states its fill`, () => {
      const svg = new DOMParser().parseFromString(readFileSync(`${folder}/${name}`, 'utf8'), 'image/svg+xml');
      expect(svg.documentElement.nodeName).toBe('svg');
      const shapes = [...svg.querySelectorAll('path, polyline, line, circle, rect, ellipse, polygon')];
      const unfilled = shapes.filter((shape) => {
        const stroke = shape.closest('[stroke]')?.getAttribute('stroke');
        return stroke !== undefined && stroke !== 'none' && effectiveFill(shape) === null;
      });
      expect(unfilled.map((shape) => shape.outerHTML)).toEqual([]);
    });
  }
});
