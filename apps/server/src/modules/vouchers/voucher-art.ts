import type { VoucherMotif } from '@praxis/domain';

/** Each motif's colours: the band, the accent, and the artwork's own. */
export const MOTIF_COLOURS: Record<VoucherMotif, { band: string; accent: string; ink: string }> = {
  birthday: { band: '#fbe3d6', accent: '#d9603b', ink: '#7a2e16' },
  christmas: { band: '#dcebe2', accent: '#1f6f50', ink: '#0f3d2c' },
  neutral: { band: '#e3efed', accent: '#1f7a72', ink: '#12443f' },
};

/** Draws the motif's picture (our own vector artwork) into the box at x, y of size s × s. */
export function drawMotif(doc: PDFKit.PDFDocument, motif: VoucherMotif, x: number, y: number, s: number): void {
  const u = s / 100;
  const at = (px: number, py: number): [number, number] => [x + px * u, y + py * u];
  doc.save();
  if (motif === 'birthday') {
    // Two balloons on strings, and a cake with a candle.
    doc.circle(...at(22, 24), 13 * u).fill('#f2a541');
    doc.circle(...at(40, 16), 11 * u).fill('#d9603b');
    doc
      .moveTo(...at(22, 37))
      .bezierCurveTo(...at(18, 50), ...at(28, 58), ...at(30, 66))
      .moveTo(...at(40, 27))
      .bezierCurveTo(...at(44, 42), ...at(34, 54), ...at(34, 66))
      .lineWidth(0.8)
      .stroke('#7a2e16');
    doc.roundedRect(...at(42, 66), 50 * u, 26 * u, 3 * u).fill('#f6c7b3');
    doc.rect(...at(42, 74), 50 * u, 5 * u).fill('#d9603b');
    doc.roundedRect(...at(50, 52), 34 * u, 15 * u, 3 * u).fill('#fde9dd');
    doc.rect(...at(66, 40), 3 * u, 12 * u).fill('#f2a541');
    doc.ellipse(...at(67.5, 35), 2.5 * u, 4.5 * u).fill('#d9603b');
  } else if (motif === 'christmas') {
    // A fir tree of three tiers with a star, baubles and snow.
    const tier = (top: number, half: number, bottom: number) => doc.polygon(at(50, top), at(50 - half, bottom), at(50 + half, bottom)).fill('#1f6f50');
    tier(14, 22, 44);
    tier(30, 30, 64);
    tier(46, 38, 86);
    doc.rect(...at(45, 86), 10 * u, 10 * u).fill('#7a4a2a');
    const star: Array<[number, number]> = [];
    for (let i = 0; i < 10; i++) {
      const r = (i % 2 === 0 ? 9 : 4) * u;
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      star.push([x + 50 * u + r * Math.cos(angle), y + 12 * u + r * Math.sin(angle)]);
    }
    doc.polygon(...star).fill('#e6b422');
    for (const [bx, by, colour] of [
      [42, 40, '#c0392b'],
      [58, 54, '#e6b422'],
      [38, 66, '#e6b422'],
      [62, 76, '#c0392b'],
      [50, 62, '#c0392b'],
    ] as const)
      doc.circle(...at(bx, by), 3 * u).fill(colour);
    for (const [sx, sy] of [
      [8, 20],
      [88, 14],
      [14, 62],
      [92, 50],
      [80, 90],
      [6, 88],
    ] as const)
      doc.circle(...at(sx, sy), 1.6 * u).fill('#ffffff');
  } else {
    // A wrapped gift with a ribbon and a bow.
    doc.roundedRect(...at(16, 44), 68 * u, 48 * u, 3 * u).fill('#1f7a72');
    doc.roundedRect(...at(12, 34), 76 * u, 13 * u, 3 * u).fill('#2a948a');
    doc.rect(...at(45, 34), 10 * u, 58 * u).fill('#e6b422');
    doc
      .moveTo(...at(50, 34))
      .bezierCurveTo(...at(30, 8), ...at(18, 30), ...at(50, 34))
      .fill('#e6b422');
    doc
      .moveTo(...at(50, 34))
      .bezierCurveTo(...at(70, 8), ...at(82, 30), ...at(50, 34))
      .fill('#e6b422');
  }
  doc.restore();
}
