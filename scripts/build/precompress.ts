import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;

/**
 * Writes file.br and file.gz beside every text file of the build, once, at
 * the strongest settings: the server (@fastify/static preCompressed) then
 * sends the smallest variant the browser accepts without compressing per
 * request. Files under 1 KB are left alone (the headers would outweigh the gain).
 */
export function precompress(): Plugin {
  return {
    name: 'erp-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(dir, file);
            const data = await readFile(full);
            if (data.length < 1024) return;
            await writeFile(`${full}.br`, await br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
            await writeFile(`${full}.gz`, await gz(data, { level: 9 }));
          }),
      );
    },
  };
}
