import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { deflateSync } from 'node:zlib';

/**
 * A PDF written page by page straight to disk (content streams deflated), for books of accounts that run to tens of thousands of pages: memory
 * stays flat whatever the length (jspdf keeps the whole document in memory). Text only, in Courier (a standard font:
 * nothing embedded; every character the same width, so amounts right-align by counting), on A4 landscape.
 *
 * Objects: 1 the catalog, 2 the page tree (written last, when the kids are known), 3 the regular font, 4 the bold
 * one; then a content stream and a page per page. The cross-reference table is built from the byte offsets kept.
 */
export const PAGE = { width: 842, height: 595 } as const;
/** Courier's advance: 600/1000 of the font size. */
export const charWidth = (size: number) => size * 0.6;

export interface TextRun {
  x: number;
  /** From the top of the page, in points. */
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  /** Right: x is where the text ends. */
  right?: boolean;
}

/** PDF string escaping, and the characters a WinAnsi Courier cannot show made plain (₱ as PHP, dashes and quotes as ASCII). */
function pdfText(s: string): string {
  const plain = s
    .replace(/₱/g, 'PHP ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  return plain.replace(/[\\()]/g, (c) => `\\${c}`);
}

export class PdfWriter {
  private readonly out: WriteStream;
  private offset = 0;
  private readonly offsets: number[] = [];
  private readonly pages: number[] = [];
  private next = 5;
  /** A write error (disk full, folder gone): the next page or the close throws it. */
  private failed: Error | null = null;

  /** `compress: false` writes the content streams as plain text (for reading a page in a test or an editor). */
  constructor(
    path: string,
    private readonly opts: { compress?: boolean } = {},
  ) {
    this.out = createWriteStream(path);
    this.out.on('error', (err) => {
      this.failed = err;
    });
    this.raw('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
    this.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
    this.object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>');
    this.object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>');
  }

  /** Pages written so far. */
  get pageCount(): number {
    return this.pages.length;
  }

  private raw(s: string): void {
    const b = Buffer.from(s, 'latin1');
    this.offset += b.length;
    this.out.write(b);
  }

  private object(n: number, body: string): void {
    this.offsets[n] = this.offset;
    this.raw(`${n} 0 obj\n${body}\nendobj\n`);
  }

  /** A stream object: its dictionary, then the bytes (deflated unless asked not to: a year's books are ~10 times smaller). */
  private stream(n: number, content: string): void {
    const plain = Buffer.from(content, 'latin1');
    const data = this.opts.compress === false ? plain : deflateSync(plain);
    this.offsets[n] = this.offset;
    this.raw(`${n} 0 obj\n<< /Length ${data.length}${this.opts.compress === false ? '' : ' /Filter /FlateDecode'} >>\nstream\n`);
    this.offset += data.length;
    this.out.write(data);
    this.raw('\nendstream\nendobj\n');
  }

  /** Writes one page; resolves once the stream has room again (so a long book never piles up in memory). */
  async page(runs: TextRun[]): Promise<void> {
    if (this.failed) throw this.failed;
    const ops = runs.map((r) => {
      const size = r.size ?? 8;
      const x = r.right ? r.x - charWidth(size) * r.text.length : r.x;
      return `BT /${r.bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${(PAGE.height - r.y).toFixed(2)} Td (${pdfText(r.text)}) Tj ET`;
    });
    const content = ops.join('\n');
    const streamNo = this.next++;
    const pageNo = this.next++;
    this.stream(streamNo, content);
    this.object(pageNo, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${streamNo} 0 R >>`);
    this.pages.push(pageNo);
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  /** The page tree, the cross-reference table and the trailer; the file is complete when this resolves. */
  async close(): Promise<void> {
    if (this.failed) throw this.failed;
    this.object(2, `<< /Type /Pages /Kids [${this.pages.map((p) => `${p} 0 R`).join(' ')}] /Count ${this.pages.length} >>`);
    const xref = this.offset;
    const count = this.next;
    const rows = ['0000000000 65535 f \n'];
    for (let n = 1; n < count; n++) rows.push(`${String(this.offsets[n] ?? 0).padStart(10, '0')} 00000 n \n`);
    this.raw(`xref\n0 ${count}\n${rows.join('')}trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    this.out.end();
    await once(this.out, 'finish');
  }

  /** Stops writing (a cancelled build): the caller removes the file. */
  destroy(): void {
    this.out.destroy();
  }
}
