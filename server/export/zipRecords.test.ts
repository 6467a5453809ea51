import { describe, expect, it } from 'vitest';
import { ZIP32_MAX, centralDirectoryHeader, dataDescriptor, dosDateTime, endRecords, localFileHeader, type ZipEntryRecord } from './zipRecords';

const GIB = 2 ** 30;
const entry = (over: Partial<ZipEntryRecord> = {}): ZipEntryRecord => ({
  name: 'xl/worksheets/sheet1.xml',
  crc32: 0xdeadbeef,
  compressedSize: 1000,
  uncompressedSize: 9000,
  offset: 123,
  dosTime: 0x1234,
  dosDate: 0x5678,
  ...over,
});
const NAME_LEN = 'xl/worksheets/sheet1.xml'.length;

describe('localFileHeader', () => {
  it('marks sizes as following in a data descriptor and leaves CRC and sizes 0', () => {
    const h = localFileHeader('a.xml', 1, 2);
    expect(h.readUInt32LE(0)).toBe(0x04034b50);
    expect(h.readUInt16LE(6) & 0x08).toBe(0x08);
    expect(h.readUInt16LE(8)).toBe(8); // deflate
    expect([h.readUInt32LE(14), h.readUInt32LE(18), h.readUInt32LE(22)]).toEqual([0, 0, 0]);
    expect(h.readUInt16LE(26)).toBe(5);
    expect(h.subarray(30).toString()).toBe('a.xml');
  });
});

describe('dataDescriptor', () => {
  it('is 16 bytes with 32-bit sizes below 4 GiB', () => {
    const d = dataDescriptor(0xdeadbeef, 10, ZIP32_MAX - 1);
    expect(d.length).toBe(16);
    expect([d.readUInt32LE(0), d.readUInt32LE(4), d.readUInt32LE(8), d.readUInt32LE(12)]).toEqual([0x08074b50, 0xdeadbeef, 10, ZIP32_MAX - 1]);
  });

  it('is 24 bytes with 64-bit sizes once the uncompressed size reaches 4 GiB', () => {
    const d = dataDescriptor(7, 300 * 2 ** 20, 5 * GIB);
    expect(d.length).toBe(24);
    expect(d.readUInt32LE(4)).toBe(7);
    expect(d.readBigUInt64LE(8)).toBe(BigInt(300 * 2 ** 20));
    expect(d.readBigUInt64LE(16)).toBe(BigInt(5 * GIB));
  });
});

describe('centralDirectoryHeader', () => {
  it('has no extra field and version 2.0 when everything fits in 32 bits', () => {
    const h = centralDirectoryHeader(entry());
    expect(h.length).toBe(46 + NAME_LEN);
    expect(h.readUInt32LE(0)).toBe(0x02014b50);
    expect(h.readUInt16LE(6)).toBe(20);
    expect([h.readUInt32LE(16), h.readUInt32LE(20), h.readUInt32LE(24), h.readUInt32LE(42)]).toEqual([0xdeadbeef, 1000, 9000, 123]);
    expect(h.readUInt16LE(30)).toBe(0);
  });

  it('moves an uncompressed size past 4 GiB into a ZIP64 extra field, leaving the rest in place', () => {
    const h = centralDirectoryHeader(entry({ uncompressedSize: 5 * GIB }));
    expect(h.readUInt16LE(6)).toBe(45);
    expect(h.readUInt32LE(24)).toBe(ZIP32_MAX);
    expect(h.readUInt32LE(20)).toBe(1000);
    expect(h.readUInt16LE(30)).toBe(12);
    const extra = h.subarray(46 + NAME_LEN);
    expect([extra.readUInt16LE(0), extra.readUInt16LE(2)]).toEqual([1, 8]);
    expect(extra.readBigUInt64LE(4)).toBe(BigInt(5 * GIB));
  });

  it('puts overflowing fields in APPNOTE order: uncompressed, compressed, offset', () => {
    const h = centralDirectoryHeader(entry({ uncompressedSize: 9 * GIB, compressedSize: 5 * GIB, offset: 6 * GIB }));
    expect([h.readUInt32LE(20), h.readUInt32LE(24), h.readUInt32LE(42)]).toEqual([ZIP32_MAX, ZIP32_MAX, ZIP32_MAX]);
    const extra = h.subarray(46 + NAME_LEN);
    expect(extra.readUInt16LE(2)).toBe(24);
    expect([extra.readBigUInt64LE(4), extra.readBigUInt64LE(12), extra.readBigUInt64LE(20)]).toEqual([9, 5, 6].map((g) => BigInt(g * GIB)));
  });

  it('handles an entry that starts past 4 GiB though its sizes are small (a later small part)', () => {
    const h = centralDirectoryHeader(entry({ offset: 4 * GIB + 17 }));
    expect([h.readUInt32LE(20), h.readUInt32LE(24), h.readUInt32LE(42)]).toEqual([1000, 9000, ZIP32_MAX]);
    expect(h.subarray(46 + NAME_LEN).readBigUInt64LE(4)).toBe(BigInt(4 * GIB + 17));
  });
});

describe('endRecords', () => {
  it('is the classic 22-byte record when everything fits', () => {
    const e = endRecords(6, 5000, 400);
    expect(e.length).toBe(22);
    expect(e.readUInt32LE(0)).toBe(0x06054b50);
    expect([e.readUInt16LE(8), e.readUInt16LE(10), e.readUInt32LE(12), e.readUInt32LE(16)]).toEqual([6, 6, 400, 5000]);
  });

  it('adds the ZIP64 end record and a locator pointing at it when the directory starts past 4 GiB', () => {
    const offset = 5 * GIB;
    const e = endRecords(6, offset, 400);
    expect(e.length).toBe(56 + 20 + 22);
    const [end64, locator, end] = [e.subarray(0, 56), e.subarray(56, 76), e.subarray(76)];
    expect(end64.readUInt32LE(0)).toBe(0x06064b50);
    expect(end64.readBigUInt64LE(4)).toBe(44n);
    expect([end64.readBigUInt64LE(24), end64.readBigUInt64LE(32), end64.readBigUInt64LE(40), end64.readBigUInt64LE(48)]).toEqual([6n, 6n, 400n, BigInt(offset)]);
    expect(locator.readUInt32LE(0)).toBe(0x07064b50);
    // The ZIP64 end record is written right after the directory.
    expect(locator.readBigUInt64LE(8)).toBe(BigInt(offset + 400));
    expect(locator.readUInt32LE(16)).toBe(1);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt32LE(16)).toBe(ZIP32_MAX);
    expect(end.readUInt32LE(12)).toBe(400);
  });

  it('uses ZIP64 for more than 65,534 entries', () => {
    const e = endRecords(70_000, 100, 100);
    expect(e.length).toBe(98);
    expect(e.subarray(0, 56).readBigUInt64LE(24)).toBe(70_000n);
    expect(e.subarray(76).readUInt16LE(8)).toBe(0xffff);
  });
});

describe('dosDateTime', () => {
  it('packs local wall time with 2-second resolution', () => {
    expect(dosDateTime(new Date(2026, 2, 2, 9, 30, 45))).toEqual({ dosTime: (9 << 11) | (30 << 5) | 22, dosDate: (46 << 9) | (3 << 5) | 2 });
  });
});
