import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_KINDS, UPLOAD_MESSAGES, type UploadKind } from '../../contract/uploads';
import { SNIFF_BYTES, sniffType } from './sniff';

/**
 * Files on disk: every upload is written under UPLOAD_DIR with a random name
 * (never the client's: no path tricks, no clashes, nothing guessable), and
 * the rest (original name, type, size, who, when) goes in a metadata row the
 * feature owns. Size and type are checked while the bytes arrive.
 */

/** A file written to disk, not yet recorded by any row. */
export interface StoredUpload {
  /** The form field it came in (small_size_image, attachments, ...). */
  field: string;
  /** The client's file name, cleaned; only ever shown and sent back, never used as a path. */
  fileName: string;
  /** What the bytes are (sniffed), not what the client said. */
  contentType: string;
  sizeBytes: number;
  /** Random name inside UPLOAD_DIR. */
  storedName: string;
}

export type StoreResult = { ok: true; file: StoredUpload } | { ok: false; problem: string };

const STORED_NAME = /^[a-f0-9]{32}$/;

/** The absolute path of a stored name, or null for anything that is not one of ours. */
export function storedPath(dir: string, storedName: string): string | null {
  return STORED_NAME.test(storedName) ? path.resolve(dir, storedName) : null;
}

/** The name a browser shows: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'file').slice(-255);
}

/** Read a stream to its end, discarding it (a refused file must still be consumed). */
export async function drain(stream: Readable): Promise<void> {
  stream.resume();
  await new Promise<void>((resolve) => {
    stream.once('end', resolve);
    stream.once('error', () => resolve());
    stream.once('close', resolve);
  });
}

export async function removeStored(dir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((n) => storedPath(dir, n)).map((p) => (p ? rm(p, { force: true }) : undefined)));
}

/**
 * Writes one incoming file. `stream` stops at MAX_UPLOAD_BYTES and is then
 * marked `truncated` (the multipart limit); the bytes of a refused file do
 * not stay on disk.
 */
export async function storeUpload(
  dir: string,
  part: { fieldname: string; filename: string; mimetype: string; file: Readable & { truncated?: boolean } },
  kind: UploadKind,
  label: string,
): Promise<StoreResult> {
  const refuse = async (problem: string, written?: string): Promise<StoreResult> => {
    if (written) await rm(written, { force: true });
    return { ok: false, problem };
  };
  if (!UPLOAD_KINDS[kind].types.includes(part.mimetype)) {
    await drain(part.file);
    return refuse(UPLOAD_MESSAGES.wrongType(label, kind));
  }
  await mkdir(dir, { recursive: true });
  const storedName = randomBytes(16).toString('hex');
  const target = path.resolve(dir, storedName);
  let head = Buffer.alloc(0);
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, measure, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    // A body cut short (or a full disk) must not leave half a file behind.
    await rm(target, { force: true });
    throw err;
  }
  if (part.file.truncated) return refuse(UPLOAD_MESSAGES.tooLarge(label), target);
  if (size === 0) return refuse(UPLOAD_MESSAGES.empty(label), target);
  const sniffed = sniffType(head, part.filename);
  if (!sniffed || !UPLOAD_KINDS[kind].types.includes(sniffed)) return refuse(UPLOAD_MESSAGES.wrongType(label, kind), target);
  return { ok: true, file: { field: part.fieldname, fileName: cleanFileName(part.filename), contentType: sniffed, sizeBytes: size, storedName } };
}
