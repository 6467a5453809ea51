import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers compressed for browsers that accept it: the JSON of the API
 * (a page of a ledger is 30-60 KB of repetitive JSON, a tenth of that
 * compressed) and index.html. Built assets already have their .br/.gz
 * variants (spa.ts, preCompressed), which carry their own content-encoding
 * and are left alone here; files that are compressed formats already
 * (XLSX, PDF, images) are not compressible and pass through.
 * Brotli at quality 4 rather than the default 11: answers are compressed on
 * every request, where 11 costs tens of milliseconds of CPU for a few percent.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
