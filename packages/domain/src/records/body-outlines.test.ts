import { describe, expect, it } from 'vitest';
import { bodyOutlineSvg } from './body-outlines.ts';
import { DRAWING_VIEWS } from './drawing.ts';

const numbers = (markup: string) => [...markup.matchAll(/\bd="([^"]+)"/g)].flatMap((m) => m[1]!.match(/-?\d+(\.\d+)?/g)!.map(Number));

describe('body outlines', () => {
  it.each(DRAWING_VIEWS)('draws %s with plain shapes only, grey strokes and no fill', (view) => {
    const markup = bodyOutlineSvg(view);
    expect(markup).toMatch(/^<g data-view="[a-z-]+" fill="none" stroke="#868e96"[^>]*>.*<\/g>$/);
    const elements = [...markup.matchAll(/<([a-z]+)\b/g)].map((m) => m[1]);
    expect(new Set(elements).size).toBeGreaterThan(1);
    for (const element of elements) expect(['g', 'path', 'ellipse', 'rect', 'line']).toContain(element);
    expect(markup).not.toMatch(/class=|href|style=|url\(/);
  });

  it.each(DRAWING_VIEWS)('keeps %s inside the drawing space', (view) => {
    const values = numbers(bodyOutlineSvg(view));
    expect(values.length).toBeGreaterThan(50);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThanOrEqual(1000);
  });

  it('draws the right side as the mirror of the left and marks the position on the spine view', () => {
    const mirrored = (markup: string) => numbers(markup).filter((_, i) => i % 2 === 0);
    expect(bodyOutlineSvg('right')).not.toBe(bodyOutlineSvg('left'));
    expect(mirrored(bodyOutlineSvg('right')).length).toBe(mirrored(bodyOutlineSvg('left')).length);
    expect(bodyOutlineSvg('spine-left')).not.toBe(bodyOutlineSvg('spine-right'));
    expect(bodyOutlineSvg('spine-centre')).toContain('M212 140L212 152');
  });
});
