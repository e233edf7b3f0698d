/**
 * A one-page PDF floor plan drawn in vector (walls as filled rectangles, room names and clear sizes as
 * text), at a known scale: 40 points per metre. Three rooms: Living 6.80 x 7.80 m on the left, Kitchen
 * and Bedroom 4.80 x 3.80 m on the right, with a door gap in each inner wall.
 */
export function planPdf(): Buffer {
  const ptPerMetre = 40;
  const t = 0.2 * ptPerMetre;
  const [x0, x1, y0, y1, xMid, yMid] = [60, 540, 65, 385, 340, 225];
  const door = 0.9 * ptPerMetre;
  // Wall pieces as [x, y, w, h], centred on their centre lines.
  const walls: Array<[number, number, number, number]> = [
    [x0 - t / 2, y0 - t / 2, x1 - x0 + t, t],
    [x0 - t / 2, y1 - t / 2, x1 - x0 + t, t],
    [x0 - t / 2, y0 - t / 2, t, y1 - y0 + t],
    [x1 - t / 2, y0 - t / 2, t, y1 - y0 + t],
    // Living | Kitchen, with a door near the top.
    [xMid - t / 2, y0, t, y1 - y0 - 60 - door],
    [xMid - t / 2, y1 - 60, t, 60],
    // Kitchen over Bedroom, with a door near the right.
    [xMid, yMid - t / 2, x1 - xMid - 50 - door, t],
    [x1 - 50, yMid - t / 2, 50, t],
  ];
  const text = (x: number, y: number, size: number, value: string) =>
    `BT /F1 ${size} Tf ${x} ${y} Td (${value}) Tj ET`;
  const content = [
    '0 0 0 rg',
    ...walls.map(([x, y, w, h]) => `${x} ${y} ${w} ${h} re f`),
    text(170, 235, 16, 'Living'),
    text(150, 212, 13, '6.80 x 7.80 m'),
    text(410, 310, 16, 'Kitchen'),
    text(392, 287, 13, '4.80 x 3.80 m'),
    text(405, 150, 16, 'Bedroom'),
    text(392, 127, 13, '4.80 x 3.80 m'),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 600 450] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Points per metre in `planPdf`, and pixels per metre once its page is drawn 2000 px wide. */
export const planPdfScale = { pointsPerMetre: 40, pixelsPerMetreAt2000: (40 * 2000) / 600 };
