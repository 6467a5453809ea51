import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ZipWriter } from './zipWriter';

const dir = mkdtempSync(path.join(tmpdir(), 'erp-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const HAS_UNZIP = existsSync('/usr/bin/unzip');

/**
 * A minimal reader independent of the writer: finds the end record, walks the
 * central directory, inflates each entry from its local header and checks the
 * CRC and sizes the directory claims.
 */
function readZip(file: string): Map<string, string> {
  const buf = readFileSync(file);
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBe(buf.length - 22);
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  expect(at + buf.readUInt32LE(end + 12)).toBe(end); // the directory ends where the end record starts
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(at)).toBe(0x02014b50);
    const [crc, packed, size] = [buf.readUInt32LE(at + 16), buf.readUInt32LE(at + 20), buf.readUInt32LE(at + 24)];
    const nameLen = buf.readUInt16LE(at + 28);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLen);
    const local = buf.readUInt32LE(at + 42);
    expect(buf.readUInt32LE(local)).toBe(0x04034b50);
    const dataAt = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = inflateRawSync(buf.subarray(dataAt, dataAt + packed));
    expect(data.length).toBe(size);
    expect(crc32(data)).toBe(crc);
    // The data descriptor right after the data repeats CRC and sizes.
    const desc = dataAt + packed;
    expect([buf.readUInt32LE(desc), buf.readUInt32LE(desc + 4), buf.readUInt32LE(desc + 8), buf.readUInt32LE(desc + 12)]).toEqual([0x08074b50, crc, packed, size]);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return files;
}

describe('ZipWriter', () => {
  it('writes whole and streamed entries that read back byte for byte, CRCs and offsets right', async () => {
    const file = path.join(dir, 'mixed.zip');
    const zip = new ZipWriter(file);
    await zip.addEntry('first.xml', '<a>small</a>');
    const big = await zip.openEntry('dir/big.xml');
    const parts: string[] = [];
    // ~3 MB of varied text with multi-byte characters: many chunks, drains and deflate outputs.
    for (let i = 0; i < 40_000; i++) {
      const s = `<r n="${i}">Ñ ${i * 7919} ₱${(i % 1000) / 10}</r>\n`;
      parts.push(s);
      const wait = big.write(s);
      if (wait) await wait;
    }
    await big.close();
    await zip.addEntry('last.xml', '');
    await zip.finish();

    const files = readZip(file);
    expect([...files.keys()]).toEqual(['first.xml', 'dir/big.xml', 'last.xml']);
    expect(files.get('first.xml')).toBe('<a>small</a>');
    expect(files.get('dir/big.xml')).toBe(parts.join(''));
    expect(files.get('last.xml')).toBe('');
    if (HAS_UNZIP) expect(execFileSync('unzip', ['-t', file]).toString()).toMatch(/No errors detected/);
  });

  it('refuses a second entry while one is open', async () => {
    const zip = new ZipWriter(path.join(dir, 'open.zip'));
    await zip.openEntry('a.xml');
    await expect(zip.addEntry('b.xml', 'x')).rejects.toThrow(/close the open entry/);
    await zip.abort();
  });

  it('fails, not hangs, when the file cannot be written', async () => {
    const zip = new ZipWriter(path.join(dir, 'no-such-dir', 'x.zip'));
    const entry = await zip.openEntry('a.xml');
    await expect(
      (async () => {
        for (let i = 0; i < 10_000; i++) await entry.write('x'.repeat(1000));
        await entry.close();
        await zip.finish();
      })(),
    ).rejects.toThrow(/ENOENT/);
    await zip.abort();
  });
});
