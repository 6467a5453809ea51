import { crc32, deflateSync } from 'node:zlib';

/**
 * Small generated files standing in for the demo customers' scanned
 * documents: a one-page PDF that names the document and the customer, and a
 * PNG "photograph" of the establishment (a storefront in the customer's
 * colour). Real files a viewer opens, so the demo's links show something.
 */

/** PDF text is Latin-1 in a Type 1 font: accents dropped (Osmeña -> Osmena), the rest escaped. */
const pdfText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (m) => `\\${m}`);

export function placeholderPdf(title: string, lines: readonly string[]): Buffer {
  const content = ['BT', '/F1 18 Tf', '72 720 Td', `(${pdfText(title)}) Tj`, '/F1 11 Tf', ...lines.flatMap((l) => ['0 -24 Td', `(${pdfText(l)}) Tj`]), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII by now, so string lengths are byte offsets.
  return Buffer.from(out, 'latin1');
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A 160x100 storefront: sky, a wall in `rgb`, a dark door and two windows. */
export function placeholderPng(rgb: readonly [number, number, number]): Buffer {
  const w = 160;
  const h = 100;
  const pixel = (x: number, y: number): readonly [number, number, number] => {
    if (y < 30) return [200, 225, 245];
    if (x >= 70 && x < 90 && y >= 55) return [60, 45, 35];
    if (y >= 45 && y < 75 && ((x >= 20 && x < 50) || (x >= 110 && x < 140))) return [235, 240, 250];
    if (y >= 30 && y < 40) return [250, 250, 250];
    return rgb;
  };
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < w; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
