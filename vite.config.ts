import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import prefresh from '@prefresh/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The app and its libraries import React; Preact renders them through its compatibility layer (ADR 0010). Exact
 * matches only, so `react-router`, `react-i18next` and the like stay themselves. Shared with the web unit tests.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // React 17's shim (react-i18next still imports it) is CommonJS that requires React; Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'preact/compat' },
];

/** Text files worth compressing; fonts and images are compressed already, source maps are not for visitors. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, once, at build
 * time; the server sends the copy the browser accepts (server/app.ts, @fastify/static's `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'penguin-oracle:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files) {
        if (!COMPRESSIBLE.test(file)) continue;
        const full = path.join(outDir, file);
        const content = fs.readFileSync(full);
        if (content.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        fs.writeFileSync(`${full}.br`, brotli);
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** The font files every page's first paint uses, whatever the language: Latin text at both weights. */
const FIRST_PAINT_FONTS = /^assets\/ibm-plex-sans-thai-latin-(?:400|600)-normal-[\w-]+\.woff2$/;

/**
 * Preloads the first paint's fonts from index.html. Otherwise the browser asks for them only once the app has
 * rendered text, so over a fast connection the page paints first in the fallback font and then shifts when they
 * arrive (a layout shift Lighthouse counted on `/`).
 */
const preloadFonts: Plugin = {
  name: 'penguin-oracle:preload-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const fonts = Object.keys(context.bundle ?? {}).filter((file) => FIRST_PAINT_FONTS.test(file));
      if (fonts.length !== 2) throw new Error(`expected the two Latin font files in the build, found ${fonts.length}`);
      return fonts.map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
        injectTo: 'head' as const,
      }));
    },
  },
};

const WEB_DIR = fileURLToPath(new URL('./web/', import.meta.url));
const COMMON_DIR = fileURLToPath(new URL('./common/', import.meta.url));
/**
 * The libraries every page needs. Barrels (radix-ui, lucide-react) are left out: through them the entry reaches
 * every component and icon, most of which only some pages use.
 */
const FIRST_LOAD_LIBRARIES = new RegExp(
  [
    String.raw`node_modules[\/](?:preact|react-router|i18next|react-i18next|@tanstack[\/][^\/]+|tailwind-merge|clsx|class-variance-authority)[\/]`,
    String.raw`node_modules[\/]lucide-react[\/]dist[\/]esm[\/](?:shared[\/]|defaultAttributes|createLucideIcon|Icon|context)`,
  ].join('|'),
);
const mayBeFirstLoad = (id: string) =>
  id.startsWith(WEB_DIR) || id.startsWith(COMMON_DIR) || FIRST_LOAD_LIBRARIES.test(id);

/**
 * Small parts many pages share: our components (but the dialog and the menus, which load at first use, and the card
 * art), the icons, and the Radix primitives behind tabs and labels. Split by the bundler, one or two kilobytes each,
 * they made a page wait on twenty requests over HTTP/1.1's six connections; together they are one.
 */
const SHARED_UI = new RegExp(
  [
    String.raw`web[\/]components[\/](?!ui[\/](?:dialog|dropdown-menu)\.tsx|card-art[\/]|lunar-date\.tsx)`,
    // The lunar-date settings are tiny and read by the profile too, so they stay out of the lunar chunk.
    String.raw`web[\/]lib[\/]lunar-settings\.ts`,
    String.raw`node_modules[\/]lucide-react[\/]dist[\/]esm[\/]icons[\/]`,
    String.raw`node_modules[\/]@radix-ui[\/](?:primitive|react-(?:slot|primitive|context|compose-refs|id|presence|use-controllable-state|use-layout-effect|use-callback-ref|use-effect-event|collection|roving-focus|direction|label|tabs))[\/]`,
  ].join('|'),
);

type ModuleGraph = { getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null };
/** Per build (cleared by the plugin below): whether a module reaches an entry through static imports. */
const reachesEntry = new Map<string, boolean>();
const forgetModuleGraph: Plugin = { name: 'penguin-oracle:first-load', buildStart: () => reachesEntry.clear() };

/** Whether `id` is imported statically, directly or not, by an entry (the modules every first load runs). */
function inEntryGraph(id: string, graph: ModuleGraph): boolean {
  const known = reachesEntry.get(id);
  if (known !== undefined) return known;
  // Walk the static importers upwards; when no entry is among them, none of the visited modules reaches one.
  const visited = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = graph.getModuleInfo(next);
    if (info?.isEntry || reachesEntry.get(next)) {
      reachesEntry.set(id, true);
      return true;
    }
    for (const importer of info?.importers ?? []) {
      if (!visited.has(importer)) {
        visited.add(importer);
        queue.push(importer);
      }
    }
  }
  for (const module of visited) reachesEntry.set(module, false);
  return false;
}

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  // The app is written against React's API and rendered by Preact (ADR 0010); Vite compiles the JSX itself.
  resolve: { alias: PREACT_ALIASES },
  // The automatic JSX runtime, as tsconfig.json says (Preact's fast refresh would otherwise pick its classic `h`).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // Hot reload in development keeps component state (Preact's fast refresh); its types promise a nested option.
  plugins: [prefresh() as Promise<Plugin>, tailwindcss(), precompress(), forgetModuleGraph, preloadFonts],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Fonts stay files: the CSP allows fonts from 'self' only, never data: URLs.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    // No polyfill for <link rel="modulepreload">: a browser without it (older Safari and Firefox) just fetches the
    // modules as they are imported.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Libraries mark their React Server Components boundaries; meaningless in a browser bundle, so not worth a line.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        // Everything the entry imports statically, the first load of any page, goes in one file: fewer requests, and
        // one file compresses better than several; pages and what only they share stay split as before.
        codeSplitting: {
          groups: [
            { name: (id, ctx) => (mayBeFirstLoad(id) && inEntryGraph(id, ctx) ? 'app' : null) },
            { name: 'ui', test: SHARED_UI },
            // The Thai lunar calendar, for the dream and journal pages only (docs/product.md "Thai lunar date").
            { name: 'lunar', test: /common[/\\]thai-lunar\.ts|web[/\\]components[/\\]lunar-date\.tsx/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      // The API, but not the app's own modules under web/api/ (/api/session.ts and the like).
      '^/api/(?!.*\\.tsx?(?:\\?.*)?$)': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/dev/mail': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
