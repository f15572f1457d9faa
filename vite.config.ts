import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

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

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  // JSX and fast refresh in development (React 19); Tailwind; the build's compressed copies and font preloads.
  plugins: [react(), tailwindcss(), precompress(), preloadFonts],
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
