// The Chromium every browser run of this project uses: the end-to-end suite (playwright.config.ts) and the
// benchmarks. Debian's package; the background-networking flags keep it from calling out of a closed network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
