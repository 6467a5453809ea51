/**
 * The byte records of a ZIP file (PKWARE APPNOTE 6.3), as pure builders so the
 * ZIP64 paths can be tested without writing 4 GiB.
 *
 * Entries are streamed: the local header carries no CRC or sizes (flag bit 3)
 * and a data descriptor follows the data. ZIP64 is used only where a value
 * does not fit in 32 bits, as Java's ZipOutputStream and archiver do: a 24-byte
 * descriptor when a size overflows, a ZIP64 extra field in the central
 * directory for the overflowing fields, and the ZIP64 end records when the
 * directory itself sits past 4 GiB or holds more than 65,535 entries. Readers
 * (Excel, JSZip, unzip) take sizes from the central directory.
 */

/** A 32-bit field holding this value means "see the ZIP64 record". */
export const ZIP32_MAX = 0xffffffff;
const ZIP16_MAX = 0xffff;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const METHOD_DEFLATE = 8;
const VERSION_DEFAULT = 20; // 2.0: deflate
const VERSION_ZIP64 = 45; // 4.5: ZIP64
const ZIP64_EXTRA_ID = 0x0001;

/** What the central directory needs to know of one written entry. */
export interface ZipEntryRecord {
  name: string;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of the entry's local header from the start of the file. */
  offset: number;
  dosTime: number;
  dosDate: number;
}

/** MS-DOS time and date fields (local wall time, 2-second resolution, 1980 at the earliest). */
export function dosDateTime(d: Date): { dosTime: number; dosDate: number } {
  const year = Math.max(1980, d.getFullYear());
  return {
    dosTime: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    dosDate: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/** Writes a non-negative integer below 2^53 as an unsigned 64-bit little-endian field. */
function writeU64(buf: Buffer, value: number, at: number): void {
  buf.writeBigUInt64LE(BigInt(value), at);
}

/** Local file header of a streamed, deflated entry: CRC and sizes come later in the data descriptor. */
export function localFileHeader(name: string, dosTime: number, dosDate: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const buf = Buffer.alloc(30 + nameBytes.length);
  buf.writeUInt32LE(0x04034b50, 0);
  buf.writeUInt16LE(VERSION_DEFAULT, 4);
  buf.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 6);
  buf.writeUInt16LE(METHOD_DEFLATE, 8);
  buf.writeUInt16LE(dosTime, 10);
  buf.writeUInt16LE(dosDate, 12);
  // crc-32, compressed size, uncompressed size (14..25) stay 0: they follow the data.
  buf.writeUInt16LE(nameBytes.length, 26);
  buf.writeUInt16LE(0, 28); // extra field length
  nameBytes.copy(buf, 30);
  return buf;
}

/** Data descriptor after the entry's data: 16 bytes, or 24 (8-byte sizes) when a size passes 32 bits. */
export function dataDescriptor(crc32: number, compressedSize: number, uncompressedSize: number): Buffer {
  const zip64 = compressedSize >= ZIP32_MAX || uncompressedSize >= ZIP32_MAX;
  const buf = Buffer.alloc(zip64 ? 24 : 16);
  buf.writeUInt32LE(0x08074b50, 0);
  buf.writeUInt32LE(crc32 >>> 0, 4);
  if (zip64) {
    writeU64(buf, compressedSize, 8);
    writeU64(buf, uncompressedSize, 16);
  } else {
    buf.writeUInt32LE(compressedSize, 8);
    buf.writeUInt32LE(uncompressedSize, 12);
  }
  return buf;
}

/** Central directory header; fields past 32 bits read 0xFFFFFFFF and move to a ZIP64 extra field (in APPNOTE order). */
export function centralDirectoryHeader(e: ZipEntryRecord): Buffer {
  const nameBytes = Buffer.from(e.name, 'utf8');
  const big = [e.uncompressedSize, e.compressedSize, e.offset].filter((v) => v >= ZIP32_MAX);
  const extraLength = big.length ? 4 + 8 * big.length : 0;
  const version = big.length ? VERSION_ZIP64 : VERSION_DEFAULT;
  const buf = Buffer.alloc(46 + nameBytes.length + extraLength);
  buf.writeUInt32LE(0x02014b50, 0);
  buf.writeUInt16LE(version, 4); // made by (MS-DOS attributes)
  buf.writeUInt16LE(version, 6); // needed to extract
  buf.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 8);
  buf.writeUInt16LE(METHOD_DEFLATE, 10);
  buf.writeUInt16LE(e.dosTime, 12);
  buf.writeUInt16LE(e.dosDate, 14);
  buf.writeUInt32LE(e.crc32 >>> 0, 16);
  buf.writeUInt32LE(Math.min(e.compressedSize, ZIP32_MAX), 20);
  buf.writeUInt32LE(Math.min(e.uncompressedSize, ZIP32_MAX), 24);
  buf.writeUInt16LE(nameBytes.length, 28);
  buf.writeUInt16LE(extraLength, 30);
  // comment length, disk number start, internal and external attributes: 0.
  buf.writeUInt32LE(Math.min(e.offset, ZIP32_MAX), 42);
  nameBytes.copy(buf, 46);
  if (big.length) {
    let at = 46 + nameBytes.length;
    buf.writeUInt16LE(ZIP64_EXTRA_ID, at);
    buf.writeUInt16LE(8 * big.length, at + 2);
    at += 4;
    for (const v of big) {
      writeU64(buf, v, at);
      at += 8;
    }
  }
  return buf;
}

/**
 * The records closing the file after the central directory: the ZIP64 end of
 * central directory record and its locator when anything overflows the
 * classic record, then the classic end record (with 0xFFFF... placeholders).
 */
export function endRecords(entryCount: number, directoryOffset: number, directorySize: number): Buffer {
  const zip64 = entryCount >= ZIP16_MAX || directoryOffset >= ZIP32_MAX || directorySize >= ZIP32_MAX;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  // disk numbers (4, 6): 0
  end.writeUInt16LE(Math.min(entryCount, ZIP16_MAX), 8);
  end.writeUInt16LE(Math.min(entryCount, ZIP16_MAX), 10);
  end.writeUInt32LE(Math.min(directorySize, ZIP32_MAX), 12);
  end.writeUInt32LE(Math.min(directoryOffset, ZIP32_MAX), 16);
  // comment length (20): 0
  if (!zip64) return end;

  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  writeU64(end64, 56 - 12, 4); // size of the rest of this record
  end64.writeUInt16LE(VERSION_ZIP64, 12);
  end64.writeUInt16LE(VERSION_ZIP64, 14);
  // this disk, disk with the directory (16, 20): 0
  writeU64(end64, entryCount, 24);
  writeU64(end64, entryCount, 32);
  writeU64(end64, directorySize, 40);
  writeU64(end64, directoryOffset, 48);

  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  // disk with the ZIP64 end record (4): 0
  writeU64(locator, directoryOffset + directorySize, 8); // the ZIP64 end record follows the directory
  locator.writeUInt32LE(1, 16); // total number of disks
  return Buffer.concat([end64, locator, end]);
}
