// `npm run bench`: runs the benchmarks one after the other, prints a summary and writes a Markdown report to
// bench/results/<date>-<time>.md. Numbers are compared side by side, never asserted (bench/README.md).
//
//   npm run bench                          everything (about 5 minutes on 2 cores)
//   npm run bench -- answer-to-screen      only the named benchmark(s): answer-to-screen, http-load, sse-streams, web,
//                                          cold-start
//   npm run bench -- --quick               fewer runs and shorter loads, to try the harness out
//   npm run bench -- --build               rebuild dist/web and dist/server first (otherwise built only when missing)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAnswerToScreen } from './answer-to-screen.ts';
import { runColdStart } from './cold-start.ts';
import { runHttpLoad } from './http-load.ts';
import { runSseStreams } from './sse-streams.ts';
import { runWeb } from './web.ts';
import { log, machineInfo, markdownTable, type BenchSection } from './lib.ts';
import { ROOT } from '../server/test/process-helpers.ts';

const BENCHMARKS = {
  'answer-to-screen': (quick: boolean) => runAnswerToScreen(quick ? { runs: 10, warmup: 1 } : {}),
  'http-load': (quick: boolean) =>
    runHttpLoad(quick ? { duration: 3, warmup: 2, tokenPool: { pglite: 1_500, postgres: 6_000 } } : {}),
  'sse-streams': (quick: boolean) => runSseStreams({ quick }),
  web: (quick: boolean) => runWeb({ quick }),
  'cold-start': (quick: boolean, build: boolean) => runColdStart({ quick, build }),
} satisfies Record<string, (quick: boolean, build: boolean) => Promise<BenchSection>>;
type Name = keyof typeof BENCHMARKS;

function parseArgs(argv: string[]) {
  const quick = argv.includes('--quick');
  const build = argv.includes('--build');
  const unknownFlag = argv.find((a) => a.startsWith('--') && a !== '--quick' && a !== '--build');
  if (unknownFlag) throw new Error(`unknown option ${unknownFlag}; use --quick, --build`);
  const names = argv.filter((a) => !a.startsWith('--'));
  for (const name of names) {
    if (!(name in BENCHMARKS)) {
      throw new Error(`unknown benchmark "${name}"; choose from ${Object.keys(BENCHMARKS).join(', ')}`);
    }
  }
  return { quick, build, names: (names.length ? names : Object.keys(BENCHMARKS)) as Name[] };
}

function ensureWebBuild(force: boolean) {
  if (!force && fs.existsSync(path.join(ROOT, 'dist', 'web', 'index.html'))) return;
  log(force ? 'npx vite build' : 'dist/web is missing: npx vite build');
  execFileSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

async function main() {
  const { quick, build, names } = parseArgs(process.argv.slice(2));
  const started = new Date();
  const info = machineInfo();
  const loadAtStart = loadAverage();
  const cpus = os.cpus().length;
  // The benchmarks themselves load the machine, so only the load before they started says who else was there.
  const busy = os.loadavg()[0]! > cpus;
  const busyNote =
    `Busy machine: the 1-minute load average was ${loadAtStart.split(' / ')[0]} on ${cpus} cpus before the ` +
    'benchmarks started; other processes shared the cpus, so these numbers are noisy.';
  if (names.includes('answer-to-screen') || names.includes('web')) ensureWebBuild(build);

  const sections: BenchSection[] = [];
  let failed = false;
  for (const name of names) {
    log(`=== ${name}${quick ? ' (quick)' : ''}`);
    const t0 = Date.now();
    try {
      const section = await BENCHMARKS[name](quick, build);
      section.summary.push(`(${((Date.now() - t0) / 1000).toFixed(0)} s)`);
      sections.push(section);
      if (section.incomplete) failed = true;
    } catch (error) {
      failed = true;
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      log(`${name} failed: ${message}`);
      sections.push({
        title: name,
        markdown: `**Failed:**\n\n\`\`\`\n${message}\n\`\`\``,
        summary: [`${name}: FAILED (${message.split('\n')[0]})`],
      });
    }
  }
  const elapsed = ((Date.now() - started.getTime()) / 1000).toFixed(0);

  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp =
    `${started.getFullYear()}-${pad(started.getMonth() + 1)}-${pad(started.getDate())}-` +
    `${pad(started.getHours())}${pad(started.getMinutes())}${pad(started.getSeconds())}`;
  const file = path.join(ROOT, 'bench', 'results', `${stamp}${quick ? '-quick' : ''}.md`);
  const machine: Array<[string, string]> = [
    ...info,
    ['load average (1/5/15 min) at start', loadAtStart],
    ['load average at end', loadAverage()],
    ['total time', `${elapsed} s`],
  ];
  const markdown = [
    `# Penguin Oracle benchmarks, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ' (quick)' : ''}`,
    '',
    'Numbers are compared side by side, never asserted. What each benchmark measures: bench/README.md.',
    '',
    ...(busy ? [`> ${busyNote}`, ''] : []),
    markdownTable(
      ['machine', ''],
      machine.map(([k, v]) => [k, v]),
    ),
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, '', s.markdown, '']),
  ].join('\n');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, markdown);

  const lines = [
    '',
    `Penguin Oracle benchmarks: ${started.toString().slice(0, 24)}, ${cpus} cpus, node ${process.version}, ` +
      `load ${loadAtStart}${quick ? ', QUICK' : ''}`,
    ...sections.flatMap((s) => ['', ...s.summary]),
    ...(busy ? ['', busyNote] : []),
    '',
    `report: ${path.relative(ROOT, file)} (total ${elapsed} s)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (failed) process.exitCode = 1;
}

await main();
