// `npm run build` (after `vite build`): compiles the server once into dist/server/main.js, so that `npm run serve`
// starts plain JavaScript instead of transpiling every TypeScript file at each start (ADR 0016). Our code, the
// `#common/*` / `#server/*` imports and the packages are bundled into one module (ADR 0018): Node then reads one file
// instead of resolving and linking about two thousand. The packages that read files of their own at run time stay
// imports of node_modules (EXTERNAL). The SQL migrations are copied beside the bundle, where server/db/client.ts looks
// for them (next to the module, through import.meta.url).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'dist', 'server');
/**
 * Packages left as imports: PGlite loads its wasm and data files from beside itself, the OpenAPI pages serve their own
 * files, pino starts its transports from files of its own, and pg-native is an optional addon pg asks for.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'pino-pretty',
  'pg-native',
];
/** The bundle is an ES module; the CommonJS packages inside it still call require() for Node's own modules. */
const REQUIRE = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * Compiles the server into `outDir` (dist/server by default). The output imports a few packages of the repository's
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
    external: EXTERNAL,
    banner: { js: REQUIRE },
    // Readable stack traces without a flag: names kept, nothing minified; the map is there for
    // `node --enable-source-maps` when a line of the TypeScript source is wanted.
    sourcemap: 'linked',
    // The bundled packages' licence notices, collected in main.js.LEGAL.txt.
    legalComments: 'linked',
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
