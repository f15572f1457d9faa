// `npm run security:sqlmap`: Debian's sqlmap against the real API on loopback, signed in as a member with data,
// on a fresh database of the machine's PostgreSQL (or PGlite with --pglite). Prints one line per target and exits
// with 1 when sqlmap reports an injection point (or could not test a target). docs/security.md has the last run.
//
//   npm run security:sqlmap                      every target, level 2 / risk 2 (about 7 minutes on 2 cores)
//   npm run security:sqlmap -- --quick           level 1 / risk 1, boolean and error techniques only
//   npm run security:sqlmap -- --pglite          the embedded database instead of PostgreSQL
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminUrlOf, createBenchApp, LOCAL_PG, log } from '../bench/lib.ts';
import { createScratchDatabase, freePort } from '../server/test/process-helpers.ts';
import { createAskingMember, TEST_APP_URL, type TestApp } from '../server/test/test-app.ts';

type Target = { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; data?: string; params?: string };

/** Every endpoint that takes member input and reaches SQL, with its injectable places marked by sqlmap's `*`. */
function targets(ids: {
  question: string;
  journal: string;
  category: string;
  username: string;
  email: string;
}): Target[] {
  const json = (value: Record<string, unknown>) => JSON.stringify(value);
  return [
    {
      name: 'answer log query',
      method: 'GET',
      url: `/api/questions?page=1&q=penguin&status=answered&category=${ids.category}`,
      params: 'page,q,status,category',
    },
    { name: 'reading by id', method: 'GET', url: `/api/questions/${ids.question}*` },
    { name: 'journal list query', method: 'GET', url: '/api/journal?category=Love&from=2026-01-01&to=2026-12-31' },
    { name: 'journal entry by id', method: 'GET', url: `/api/journal/${ids.journal}*` },
    {
      name: 'journal create',
      method: 'POST',
      url: '/api/journal',
      data: json({ title: 'Ice*', content: 'Calm sea*', mood: 'calm', category: 'Love*', entry_date: '2026-11-20*' }),
    },
    {
      name: 'journal update',
      method: 'PUT',
      url: `/api/journal/${ids.journal}`,
      data: json({
        title: 'Ice*',
        content: 'Calm sea*',
        mood: 'calm',
        category: 'Love*',
        entry_date: '2026-11-20*',
        question_id: `${ids.question}*`,
        mini_reflection: 'Steady*',
      }),
    },
    {
      name: 'ask',
      method: 'POST',
      url: '/api/questions',
      data: json({
        question: 'Will it snow?*',
        categoryId: `${ids.category}*`,
        verificationToken: 'eyJ9*',
        locale: 'en',
      }),
    },
    { name: 'profile update', method: 'PUT', url: '/api/profile', data: json({ name: 'Pip*', surname: 'Frost*' }) },
    { name: 'username exists', method: 'GET', url: '/api/accounts/username-exists?username=pip', params: 'username' },
    {
      name: 'email registered',
      method: 'GET',
      url: '/api/accounts/email-registered?email=pip%40example.com',
      params: 'email',
    },
    { name: 'reset link check', method: 'GET', url: '/api/password-reset/check?token=abc', params: 'token' },
    {
      name: 'sign-in by username',
      method: 'POST',
      url: '/api/auth/sign-in/username',
      data: json({ username: `${ids.username}*`, password: 'penguin-pass*' }),
    },
    {
      name: 'sign-in by email',
      method: 'POST',
      url: '/api/auth/sign-in/email',
      data: json({ email: `${ids.email}*`, password: 'penguin-pass*' }),
    },
  ];
}

type Outcome = { target: Target; verdict: 'clean' | 'INJECTABLE' | 'NOT TESTED'; parameters: number; seconds: number };

function runSqlmap(target: Target, base: string, cookie: string, quick: boolean, outputDir: string): Promise<Outcome> {
  const args = [
    '-u',
    `${base}${target.url}`,
    '--method',
    target.method,
    '--batch',
    '--flush-session',
    '--dbms=PostgreSQL',
    `--level=${quick ? 1 : 2}`,
    `--risk=${quick ? 1 : 2}`,
    `--technique=${quick ? 'BE' : 'BEUST'}`,
    '--time-sec=2',
    // Sign-in answers 401 to every wrong password: a normal answer here, not a reason to stop.
    '--ignore-code=401',
    '--threads=1',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    `--cookie=${cookie}`,
    '-H',
    // The app's own origin (the members were made through it), so state-changing requests pass the origin check.
    `Origin: ${TEST_APP_URL}`,
    '-v',
    '1',
  ];
  if (target.data) args.push(`--data=${target.data}`, '-H', 'Content-Type: application/json');
  if (target.params) args.push(`-p`, target.params);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      fs.writeFileSync(path.join(outputDir, `${target.name.replaceAll(' ', '-')}.log`), out);
      const injectable = /is vulnerable|appears to be injectable|identified the following injection point/i.test(out);
      const clean = /do not appear to be injectable|does not seem to be injectable/i.test(out);
      const parameters = new Set(out.match(/testing for SQL injection on .+/g) ?? []).size;
      resolve({
        target,
        verdict: injectable ? 'INJECTABLE' : clean ? 'clean' : 'NOT TESTED',
        parameters,
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

async function main() {
  const argv = process.argv.slice(2);
  const quick = argv.includes('--quick');
  const pglite = argv.includes('--pglite');
  const sqlmapVersion = /\d+\.\d+[.\d]*/.exec(execFileSync('sqlmap', ['--version'], { encoding: 'utf8' }))?.[0];

  const scratch = pglite ? undefined : await createScratchDatabase(adminUrlOf(LOCAL_PG), 'penguin_sqlmap');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let app: TestApp | undefined;
  try {
    app = await createBenchApp(
      scratch ? { kind: 'postgres', url: scratch.url, poolSize: 10 } : { kind: 'pglite' },
      // The dev outbox confirms the member; limits off so sqlmap's hundreds of requests are all answered.
      {
        NODE_ENV: 'development',
        APP_URL: TEST_APP_URL,
        RATE_LIMITS: 'false',
        ASK_RATE_LIMIT: '1000000',
        BOTCHECK_MAX_NUMBER: '50',
      },
    );
    const member = await createAskingMember(app, 50);
    const asked = await member.ask('Will the sea be calm for my journey?');
    const question = asked.body.question_id as string;
    const entry = await member.client.post('/api/journal', {
      title: 'Ice',
      content: 'Calm sea',
      mood: 'calm',
      category: 'Love',
      entry_date: '2026-11-20',
      question_id: question,
    });
    if (entry.status !== 201) throw new Error(`journal entry not created: ${JSON.stringify(entry.body)}`);
    const ids = {
      question,
      journal: entry.body.id as string,
      category: member.categories[0]!.id,
      username: member.username,
      email: member.email,
    };
    const cookie = [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await app.listen({ host: '127.0.0.1', port });

    const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penguin-sqlmap-'));
    log(`${sqlmapVersion}; ${pglite ? 'PGlite' : `PostgreSQL ${scratch?.name}`}; logs in ${outputDir}`);
    const outcomes: Outcome[] = [];
    for (const target of targets(ids)) {
      log(`sqlmap: ${target.method} ${target.name}`);
      const outcome = await runSqlmap(target, base, cookie, quick, outputDir);
      log(`  ${outcome.verdict} (${outcome.parameters} parameters, ${outcome.seconds.toFixed(0)} s)`);
      outcomes.push(outcome);
    }
    const width = Math.max(...outcomes.map((o) => o.target.name.length));
    process.stdout.write(
      [
        '',
        `sqlmap ${sqlmapVersion}, level ${quick ? '1 / risk 1 (quick)' : '2 / risk 2'}, ${pglite ? 'PGlite' : 'PostgreSQL'}`,
        ...outcomes.map(
          (o) =>
            `${o.target.method.padEnd(4)} ${o.target.name.padEnd(width)}  ${o.verdict.padEnd(10)} ` +
            `${String(o.parameters).padStart(2)} parameters ${o.seconds.toFixed(0).padStart(4)} s`,
        ),
        `logs: ${outputDir}`,
        '',
      ].join('\n'),
    );
    if (outcomes.some((o) => o.verdict !== 'clean')) process.exitCode = 1;
  } finally {
    await app?.close();
    await scratch?.drop();
  }
}

await main();
