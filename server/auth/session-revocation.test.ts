import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, killSpawned, signUpMember, startServer, type ServerHandle } from '../faults/harness.ts';
import { freePort } from '../test/process-helpers.ts';

// ADR 0015: a session revoked through one instance stops working on every other instance within one notification,
// although each keeps resolved sessions in its cache for a minute. Two real server processes on one PostgreSQL;
// PGlite belongs to one process, so this runs only when TEST_DATABASE_URL names a real PostgreSQL (CI does).
const databaseUrl = process.env.TEST_DATABASE_URL;
const TRIALS = 50;
// Far below the cache's minute: without the notification, B would keep answering 200 for that long.
const REVOCATION_BOUND_MS = 3_000;

describe.skipIf(!databaseUrl)('session revocation across two instances on one PostgreSQL', () => {
  let a: ServerHandle;
  let b: ServerHandle;

  beforeAll(async () => {
    const env = { WORKER: 'off', TRUST_PROXY: 'false' };
    [a, b] = await Promise.all([
      startServer('server A', databaseUrl!, env, await freePort()),
      startServer('server B', databaseUrl!, env, await freePort()),
    ]);
  }, 90_000);

  afterAll(killSpawned);

  it('a sign-out on A makes the same cookie answer 401 on B, whose cache held it', async () => {
    const member = await signUpMember(a);
    const json = { 'content-type': 'application/json', origin: a.appUrl };
    const status = async (server: ServerHandle, cookie: string) =>
      (await fetch(`${server.base}/api/tokens`, { headers: { cookie } })).status;
    const windows: number[] = [];

    for (let trial = 0; trial < TRIALS; trial++) {
      const signIn = await fetch(`${a.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: member.email, password: 'penguin-pass' }),
      });
      expect(signIn.status).toBe(200);
      const cookie = cookieOf(signIn);
      // Reads on both instances put the session into both caches (the second read is served from it).
      for (const server of [a, b, a, b]) expect(await status(server, cookie)).toBe(200);

      const signOut = await fetch(`${a.base}/api/auth/sign-out`, { method: 'POST', headers: { ...json, cookie } });
      expect(signOut.status).toBe(200);
      const signedOut = performance.now();
      expect(await status(a, cookie)).toBe(401);

      let answer = await status(b, cookie);
      while (answer === 200 && performance.now() - signedOut < REVOCATION_BOUND_MS) answer = await status(b, cookie);
      windows.push(performance.now() - signedOut);
      expect(answer, `trial ${trial + 1}: B still accepted the signed-out cookie`).toBe(401);
    }

    windows.sort((x, y) => x - y);
    const at = (p: number) => windows[Math.ceil((p / 100) * windows.length) - 1]!.toFixed(1);
    // Printed, never asserted: the window depends on the machine's load (ADR 0015 records the measured numbers).
    console.log(
      `revocation window A → B over ${TRIALS} sign-outs (ms, sign-out answer to B's 401): ` +
        `p50 ${at(50)}, p99 ${at(99)}, max ${at(100)}`,
    );
  }, 300_000);
});
