import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

/**
 * Writes a .br and a .gz beside every text asset once the bundle is written, at the highest
 * levels: they are made once per build, so the server sends them as they are (@fastify/static's
 * preCompressed) instead of compressing on every request.
 */
export function compressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'console:compress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const files = (await readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assetsDir, name);
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
