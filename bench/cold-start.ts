// Benchmark 5 (bench/README.md): cold start. How long from spawning the server process until `GET /api/health`
// answers 200, on an existing embedded (PGlite) data directory, for the compiled server (`node dist/server/main.js`),
// the same through `npm run serve`, and the TypeScript sources through tsx as before the build compiled them, beside
// a bare `node -e ''`. Runs of the variants are interleaved, so that load from elsewhere falls on all of them alike.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_AUTH_SECRET, fmtMs, fmtRatio, log, markdownTable, percentile, type BenchSection } from './lib.ts';
import { buildServer } from '../scripts/build-server.ts';
import { cpuTimeMs, freePort, ROOT, sleep } from '../server/test/process-helpers.ts';

export type ColdStartOptions = {
  /** Runs of each variant (default 7; quick: 3). */
  runs?: number;
  quick?: boolean;
  /** Compile the server first even when dist/server/main.js exists. */
  build?: boolean;
};

const COMPILED = path.join(ROOT, 'dist', 'server', 'main.js');
const HEALTH_POLL_MS = 5;
const START_TIMEOUT_MS = 60_000;
/** The goal of issue 20: spawn → healthy in 2 s with `npm run serve`. */
const GOAL_MS = 2_000;

type Variant = { name: string; command: string; args: string[]; server: boolean };

const VARIANTS: Variant[] = [
  { name: "bare `node -e ''`", command: process.execPath, args: ['-e', ''], server: false },
  { name: '`node dist/server/main.js`', command: process.execPath, args: ['dist/server/main.js'], server: true },
  { name: '`npm run serve`', command: 'npm', args: ['run', '--silent', 'serve'], server: true },
  {
    name: '`node --import tsx server/main.ts` (before)',
    command: process.execPath,
    args: ['--import', 'tsx', 'server/main.ts'],
    server: true,
  },
];

type Run = { wallMs: number; cpuMs: number };

/** Spawn → exit (bare node) or spawn → first 200 from /api/health; then the server is stopped with SIGTERM. */
async function startOnce(variant: Variant, env: NodeJS.ProcessEnv, port: number): Promise<Run> {
  const started = performance.now();
  // Its own process group: npm runs the server as a grandchild, and the whole group is stopped together.
  const child = spawn(variant.command, variant.args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const errors: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    if (!variant.server) {
      await exited;
      return { wallMs: performance.now() - started, cpuMs: Number.NaN };
    }
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.name} exited (${child.exitCode}): ${errors.join('')}`);
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`${variant.name} did not become healthy`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) {
          const wallMs = performance.now() - started;
          // The server's own CPU time until then; through npm that is npm's, the server is its grandchild.
          return { wallMs, cpuMs: variant.command === process.execPath ? cpuTimeMs(child.pid) : Number.NaN };
        }
      } catch {
        // not listening yet
      }
      await sleep(HEALTH_POLL_MS);
    }
  } finally {
    await stopGroup(child, exited);
  }
}

async function stopGroup(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // gone already
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 15_000);
  await exited;
  // npm exits when its child does; wait until the server itself let go of the data directory's lock.
  for (let i = 0; i < 200; i++) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      break;
    }
    await sleep(25);
  }
  clearTimeout(timer);
}

export async function runColdStart(options: ColdStartOptions = {}): Promise<BenchSection> {
  const runs = options.runs ?? (options.quick ? 3 : 7);
  if (options.build || !fs.existsSync(COMPILED)) {
    log('cold-start: compiling the server (scripts/build-server.ts)');
    await buildServer();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penguin-cold-start-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: BENCH_AUTH_SECRET,
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const results = new Map<Variant, Run[]>(VARIANTS.map((variant) => [variant, []]));
  try {
    // The first start creates and migrates the database: what every later start finds is an existing directory.
    log(`cold-start: first start on ${dataDir} (creates the database)`);
    const first = await startOnce(VARIANTS[1]!, env, port);
    log(`cold-start: first start ${fmtMs(first.wallMs)}; ${runs} runs of each variant, interleaved`);
    for (let run = 0; run < runs; run++) {
      for (const variant of VARIANTS) results.get(variant)!.push(await startOnce(variant, env, port));
      log(
        `cold-start: run ${run + 1}/${runs}: ` +
          VARIANTS.map((variant) => fmtMs(results.get(variant)!.at(-1)!.wallMs)).join(' · '),
      );
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const median = (values: number[]) => percentile(values, 50);
  const bare = median(results.get(VARIANTS[0]!)!.map((r) => r.wallMs));
  const viaNpm = median(results.get(VARIANTS[2]!)!.map((r) => r.wallMs));
  const compiled = median(results.get(VARIANTS[1]!)!.map((r) => r.wallMs));
  const tsx = median(results.get(VARIANTS[3]!)!.map((r) => r.wallMs));
  const rows = VARIANTS.map((variant) => {
    const wall = results.get(variant)!.map((r) => r.wallMs);
    const cpu = results.get(variant)!.map((r) => r.cpuMs);
    return [
      variant.name,
      fmtMs(median(wall)),
      fmtMs(Math.min(...wall)),
      fmtMs(Math.max(...wall)),
      fmtMs(median(cpu)),
      variant.server ? fmtMs(median(wall) - bare) : '',
    ];
  });
  const met = viaNpm <= GOAL_MS;
  const markdown = [
    `Spawn → first 200 from \`/api/health\` on an existing PGlite data directory, ${runs} runs of each variant ` +
      'interleaved, `NODE_ENV=production`; the bare node is spawn → exit. CPU is the process’s own user + system ' +
      'time until healthy (through npm the server is a grandchild, so none is shown).',
    '',
    markdownTable(['start', 'median', 'min', 'max', 'CPU (median)', 'over bare node'], rows, [
      'l',
      'r',
      'r',
      'r',
      'r',
      'r',
    ]),
    '',
    `Goal (issue 20): \`npm run serve\` healthy in ≤ ${fmtMs(GOAL_MS)}: **${met ? 'met' : 'not met'}** ` +
      `(${fmtMs(viaNpm)}). Compiled against tsx: ${fmtRatio(tsx / compiled)} faster.`,
  ].join('\n');
  return {
    title: 'Cold start',
    markdown,
    summary: [
      `cold-start: npm run serve ${fmtMs(viaNpm)} (goal ≤ ${fmtMs(GOAL_MS)}: ${met ? 'met' : 'NOT met'}), ` +
        `node dist/server/main.js ${fmtMs(compiled)}, tsx ${fmtMs(tsx)}, bare node ${fmtMs(bare)} (medians of ${runs})`,
    ],
  };
}
