import type { FurnitureShape } from '@roomcraft/contracts/catalogue/index';

/** Colours an item is drawn in, already matched to the room's light. */
export interface ItemColours {
  textile: string;
  wood: string;
  metal: string;
  plant: string;
}

/**
 * Flat catalogue drawings of furniture, seen from the front and slightly above (the top face is `top`
 * pixels deep), as SVG fragments in a `w` x (`h` + `top`) box whose bottom edge stands on the floor. They
 * are layout symbols with shading, not photographs, and the result is labelled as a layout preview.
 */
export function drawItem(shape: FurnitureShape, w: number, h: number, top: number, c: ItemColours): string {
  const H = h + top;
  const y = (fraction: number) => top + h * fraction;
  const r = (x: number, yy: number, rw: number, rh: number, fill: string, extra = '') =>
    `<rect x="${x.toFixed(1)}" y="${yy.toFixed(1)}" width="${Math.max(0.5, rw).toFixed(1)}" height="${Math.max(0.5, rh).toFixed(1)}" fill="${fill}" ${extra}/>`;
  const poly = (points: Array<[number, number]>, fill: string, extra = '') =>
    `<polygon points="${points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ')}" fill="${fill}" ${extra}/>`;
  const slab = (x0: number, x1: number, yy: number, thick: number, fill: string) =>
    poly(
      [
        [x0 + top * 0.3, yy - top],
        [x1 - top * 0.3, yy - top],
        [x1, yy],
        [x0, yy],
      ],
      shade(fill, 1.12),
    ) + r(x0, yy, x1 - x0, thick, fill);
  const legs = (x0: number, x1: number, from: number, fill: string, width = Math.max(2, w * 0.025)) =>
    r(x0, from, width, H - from, fill) + r(x1 - width, from, width, H - from, fill);
  const edge = `stroke="${shade(c.textile, 0.7)}" stroke-width="${Math.max(0.6, w / 300).toFixed(1)}"`;
  switch (shape) {
    case 'sofa':
    case 'sectional':
    case 'armchair': {
      const arm = w * (shape === 'armchair' ? 0.18 : 0.08);
      const chaise = shape === 'sectional' ? w * 0.32 : 0;
      const parts = [
        r(
          arm,
          y(0.05),
          w - 2 * arm - chaise * 0.2,
          h * 0.5,
          shade(c.textile, 0.92),
          `rx="${w * 0.02}" ${edge}`,
        ),
        poly(
          [
            [arm, y(0.5)],
            [w - arm, y(0.5)],
            [w - arm + top * 0.2, y(0.5) - top * 0.5],
            [arm - top * 0.2, y(0.5) - top * 0.5],
          ],
          shade(c.textile, 1.1),
        ),
        r(arm, y(0.5), w - 2 * arm, h * 0.32, c.textile, edge),
        r(0, y(0.3), arm, h * 0.55, shade(c.textile, 0.85), `rx="${arm * 0.3}" ${edge}`),
        r(w - arm, y(0.3), arm, h * 0.55, shade(c.textile, 0.85), `rx="${arm * 0.3}" ${edge}`),
        legs(arm * 0.6, w - arm * 0.6, y(0.85), c.wood),
      ];
      if (shape !== 'armchair') {
        const seats = shape === 'sectional' ? 3 : 3;
        for (let i = 1; i < seats; i++)
          parts.push(
            r(arm + ((w - 2 * arm) * i) / seats - 0.5, y(0.1), 1.2, h * 0.7, shade(c.textile, 0.75)),
          );
      }
      if (chaise)
        parts.push(r(w - chaise, y(0.5) + top * 0.3, chaise, h * 0.4, shade(c.textile, 1.05), edge));
      return parts.join('');
    }
    case 'coffee-table':
    case 'dining-table':
    case 'desk':
    case 'side-table':
      return [
        slab(0, w, top, h * 0.08, c.wood),
        shape === 'desk' ? r(w * 0.62, y(0.08), w * 0.34, h * 0.3, shade(c.wood, 0.9)) : '',
        shape === 'side-table'
          ? r(w * 0.45, y(0.08), w * 0.1, h * 0.92, shade(c.wood, 0.8))
          : legs(w * 0.04, w * 0.96, y(0.08), shade(c.wood, 0.8)),
      ].join('');
    case 'floor-lamp':
      return [
        poly(
          [
            [w * 0.15, y(0.28)],
            [w * 0.85, y(0.28)],
            [w * 0.75, y(0.02)],
            [w * 0.25, y(0.02)],
          ],
          '#f4ead2',
          'stroke="#bfae8a" stroke-width="1"',
        ),
        r(w * 0.47, y(0.28), w * 0.06, h * 0.68, c.metal),
        `<ellipse cx="${w / 2}" cy="${y(0.97)}" rx="${w * 0.3}" ry="${Math.max(2, h * 0.025)}" fill="${c.metal}"/>`,
      ].join('');
    case 'bookshelf': {
      const parts = [
        r(0, y(0), w, h, shade(c.wood, 0.85)),
        r(w * 0.05, y(0.02), w * 0.9, h * 0.94, shade(c.wood, 0.55)),
      ];
      const colours = ['#8e3b30', '#27344f', '#c8a96a', '#3f5b47', '#d8cbb5', '#5a2a4a'];
      for (let s = 0; s < 5; s++) {
        const shelfY = y(0.02 + (s + 1) * 0.188);
        parts.push(r(w * 0.05, shelfY - h * 0.02, w * 0.9, h * 0.02, c.wood));
        let x = w * 0.07;
        let k = s;
        while (x < w * 0.88) {
          const bw = w * (0.04 + ((k * 7) % 5) * 0.012);
          const bh = h * (0.12 + ((k * 3) % 4) * 0.012);
          if (x + bw > w * 0.93) break;
          parts.push(r(x, shelfY - h * 0.02 - bh, bw, bh, colours[k % colours.length]!));
          x += bw + 1;
          k++;
        }
      }
      return parts.join('');
    }
    case 'dining-chair':
    case 'office-chair':
      return [
        r(w * 0.12, y(0), w * 0.76, h * 0.5, shade(c.textile, 0.9), `rx="${w * 0.06}" ${edge}`),
        slab(w * 0.05, w * 0.95, y(0.55), h * 0.07, c.textile),
        shape === 'office-chair'
          ? r(w * 0.46, y(0.62), w * 0.08, h * 0.3, c.metal) + r(w * 0.1, y(0.94), w * 0.8, h * 0.04, c.metal)
          : legs(w * 0.08, w * 0.92, y(0.62), c.wood),
      ].join('');
    case 'bed':
      return [
        r(w * 0.02, y(0), w * 0.96, h * 0.5, shade(c.textile, 0.8), `rx="${w * 0.02}" ${edge}`),
        r(w * 0.08, y(0.3), w * 0.38, h * 0.14, '#f3efe7', `rx="${w * 0.03}"`),
        r(w * 0.54, y(0.3), w * 0.38, h * 0.14, '#f3efe7', `rx="${w * 0.03}"`),
        poly(
          [
            [0, y(0.5)],
            [w, y(0.5)],
            [w - top * 0.1, y(0.5) - top * 0.9],
            [top * 0.1, y(0.5) - top * 0.9],
          ],
          shade(c.textile, 1.15),
        ),
        r(0, y(0.5), w, h * 0.42, c.textile, edge),
        r(w * 0.02, y(0.92), w * 0.96, h * 0.08, shade(c.wood, 0.8)),
      ].join('');
    case 'nightstand':
    case 'sideboard':
      return [
        slab(0, w, top, h * 0.06, c.wood),
        r(0, y(0.06), w, h * 0.8, shade(c.wood, 0.92)),
        shape === 'sideboard'
          ? [1, 2, 3].map((i) => r((w * i) / 4 - 0.5, y(0.1), 1, h * 0.72, shade(c.wood, 0.7))).join('')
          : r(w * 0.08, y(0.14), w * 0.84, h * 0.25, shade(c.wood, 1.08)),
        legs(w * 0.03, w * 0.97, y(0.86), shade(c.wood, 0.7)),
      ].join('');
    case 'plant': {
      const leaves = [];
      for (let i = 0; i < 9; i++) {
        const angle = -Math.PI / 2 + (i - 4) * 0.32;
        const cx = w / 2 + Math.cos(angle) * w * 0.32;
        const cy = y(0.42) + Math.sin(angle) * h * 0.3;
        leaves.push(
          `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(w * 0.16).toFixed(1)}" ry="${(h * 0.12).toFixed(1)}" fill="${shade(c.plant, 0.8 + (i % 3) * 0.15)}" transform="rotate(${((angle * 180) / Math.PI + 90).toFixed(0)} ${cx.toFixed(1)} ${cy.toFixed(1)})"/>`,
        );
      }
      return (
        leaves.join('') +
        poly(
          [
            [w * 0.22, y(0.7)],
            [w * 0.78, y(0.7)],
            [w * 0.7, H],
            [w * 0.3, H],
          ],
          '#d9d2c5',
          'stroke="#a89f91" stroke-width="1"',
        )
      );
    }
    case 'rug':
      return '';
  }
}

/** Multiplies a colour's channels (shading of faces). */
export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((value >> shift) & 255) * factor)));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}
