import type { PainRegion } from '@praxis/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BodyFigure } from './body-figure.tsx';
import { FIGURE_VIEWBOX, REGION_SHAPES, VIEW_LAYERS, type BodyView } from './body-shapes.ts';
import { renderPicker } from './test-fixtures.tsx';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box of a path in user units, its curves sampled (the shapes use M, L, H, V, C, S, Q and Z). */
function pathBox(d: string): Box {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const xs: number[] = [];
  const ys: number[] = [];
  let [x, y, startX, startY, lastCtrlX, lastCtrlY] = [0, 0, 0, 0, 0, 0];
  let command = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  const curve = (points: Array<[number, number]>) => {
    for (let step = 0; step <= 64; step++) {
      const t = step / 64;
      // de Casteljau
      let layer = points;
      while (layer.length > 1) layer = layer.slice(1).map(([px, py], k) => [layer[k]![0] + (px - layer[k]![0]) * t, layer[k]![1] + (py - layer[k]![1]) * t]);
      xs.push(layer[0]![0]);
      ys.push(layer[0]![1]);
    }
  };
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) command = tokens[i++]!;
    const rel = command === command.toLowerCase();
    const [ox, oy] = rel ? [x, y] : [0, 0];
    switch (command.toUpperCase()) {
      case 'M':
      case 'L':
        [x, y] = [ox + num(), oy + num()];
        if (command.toUpperCase() === 'M') {
          [startX, startY] = [x, y];
          command = rel ? 'l' : 'L';
        }
        break;
      case 'H':
        x = (rel ? x : 0) + num();
        break;
      case 'V':
        y = (rel ? y : 0) + num();
        break;
      case 'C': {
        const c1: [number, number] = [ox + num(), oy + num()];
        const c2: [number, number] = [ox + num(), oy + num()];
        const end: [number, number] = [ox + num(), oy + num()];
        curve([[x, y], c1, c2, end]);
        [lastCtrlX, lastCtrlY, x, y] = [c2[0], c2[1], end[0], end[1]];
        break;
      }
      case 'S': {
        const c1: [number, number] = [2 * x - lastCtrlX, 2 * y - lastCtrlY];
        const c2: [number, number] = [ox + num(), oy + num()];
        const end: [number, number] = [ox + num(), oy + num()];
        curve([[x, y], c1, c2, end]);
        [lastCtrlX, lastCtrlY, x, y] = [c2[0], c2[1], end[0], end[1]];
        break;
      }
      case 'Q': {
        const c: [number, number] = [ox + num(), oy + num()];
        const end: [number, number] = [ox + num(), oy + num()];
        curve([[x, y], c, end]);
        [x, y] = end;
        break;
      }
      case 'Z':
        [x, y] = [startX, startY];
        break;
      default:
        throw new Error(`path command ${command} not handled`);
    }
    xs.push(x);
    ys.push(y);
  }
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

const regionBox = (region: PainRegion): Box => {
  const boxes = REGION_SHAPES[region].paths.map(pathBox);
  return {
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  };
};

/** The parts of `box` that `cover` leaves free, as axe's target-size rule cuts a target by the targets over it. */
function cut(box: Box, cover: Box): Box[] {
  if (cover.left >= box.right || cover.right <= box.left || cover.top >= box.bottom || cover.bottom <= box.top) return [box];
  return [
    { ...box, bottom: cover.top },
    { ...box, top: cover.bottom },
    { ...box, right: cover.left },
    { ...box, left: cover.right },
  ].filter((part) => part.right > part.left && part.bottom > part.top);
}

// On a phone (and wider) the figure is drawn at its largest width, the style sheet's max-width.
const figureCss = readFileSync(join(__dirname, 'body-figure.module.css'), 'utf8');
const renderedWidth = Number(/\.figure\s*\{[^}]*max-width:\s*(\d+)px/.exec(figureCss)?.[1]);
const scale = renderedWidth / Number(FIGURE_VIEWBOX.split(' ')[2]);

/** Each region's largest free rectangle in CSS px: its box less the boxes of regions drawn over it. */
function freeSizes(view: BodyView) {
  const regions = VIEW_LAYERS[view].filter((layer): layer is PainRegion => layer in REGION_SHAPES);
  return regions.map((region, index) => {
    const free = regions.slice(index + 1).reduce((parts, later) => parts.flatMap((part) => cut(part, regionBox(later))), [regionBox(region)]);
    const sizes = free.map((b) => ({ width: (b.right - b.left) * scale, height: (b.bottom - b.top) * scale }));
    const largest = sizes.reduce((a, b) => (Math.min(b.width, b.height) > Math.min(a.width, a.height) ? b : a));
    return { region, width: Math.round(largest.width * 10) / 10, height: Math.round(largest.height * 10) / 10 };
  });
}

const names = (region: PainRegion) => region;

describe('BodyFigure', () => {
  it('is drawn 220 px wide at most (the size the target sizes below are for)', () => {
    expect(renderedWidth).toBe(220);
  });

  it.each(['front', 'back'] as const)('gives every region of the %s view a target of at least 24 × 24 px (WCAG 2.5.8)', (view) => {
    const tooSmall = freeSizes(view).filter((size) => size.width < 24 || size.height < 24);
    expect(tooSmall).toEqual([]);
  });

  it('makes every region a Tab stop (React writes tabIndex as the tabindex attribute) switched with Enter', async () => {
    const onToggle = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    renderPicker(<BodyFigure view="back" label="Körper" selected={['neck']} onToggle={onToggle} regionName={names} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['head', 'neck', 'shoulders', 'back', 'lowerBack', 'arms', 'legs', 'feet']);
    for (const button of buttons) {
      expect(button).toHaveAttribute('tabindex', '0');
      expect(button.getAttributeNames()).not.toContain('tabIndex');
    }
    // React names a prop it does not know (e.g. a lower-case `tabindex`) as a mistake.
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/Invalid DOM property/);
    consoleError.mockRestore();
    expect(screen.getByRole('button', { name: 'neck' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'neck' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledWith('neck');
  });
});
