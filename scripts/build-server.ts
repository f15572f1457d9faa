// `npm run build` (after `vite build`): compiles the server once into dist/server/main.js, so that `npm run serve`
// starts plain JavaScript instead of transpiling every TypeScript file at each start (ADR 0016). Our code and the
// `#common/*` / `#server/*` imports are bundled; every package of node_modules stays an import of its own (PGlite
// finds its wasm and data files next to itself, better-auth and Fastify load as published). The SQL migrations are
// copied beside the bundle, where server/db/client.ts looks for them (next to the module, through import.meta.url).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'dist', 'server');

/**
 * Compiles the server into `outDir` (dist/server by default). The output imports the packages of the repository's
 * node_modules, so it must sit inside the repository.
 */
export async function buildServer(outDir = OUT_DIR) {
  const started = performance.now();
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'server/main.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // Readable stack traces without a flag: names kept, nothing minified; the map is there for
    // `node --enable-source-maps` when a line of the TypeScript source is wanted.
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  fs.cpSync(path.join(ROOT, 'server', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
  const bytes = fs.statSync(path.join(outDir, 'main.js')).size;
  const files = Object.keys(result.metafile.inputs).length;
  const ms = Math.round(performance.now() - started);
  const main = path.relative(ROOT, path.join(outDir, 'main.js'));
  console.log(`${main}: ${files} source files, ${(bytes / 1024).toFixed(0)} KB, in ${ms} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
