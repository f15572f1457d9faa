// The real app for web component tests, in a Node process of its own: server code does not run inside jsdom
// (its typed arrays come from another realm). Started by web/test/app-server.ts; prints its two addresses, then
// serves the app on one port and a small control API for the test (members, asks, answers) on the other.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { moveReadingBack } from '#server/modules/questions/repository.ts';
import { createReadingWorker } from '#server/oracle/worker.ts';
import { createAskingMember, createTestApp } from '#server/test/test-app.ts';

const app = await createTestApp(JSON.parse(process.argv[2] ?? '{}') as Record<string, string>);
await app.listen({ port: 0, host: '127.0.0.1' });
const worker = createReadingWorker({
  database: app.database,
  log: app.log,
  leaseSeconds: 30,
  sweepMs: 60_000,
  readingDelayMs: 0,
});
const members = new Map<string, Awaited<ReturnType<typeof createAskingMember>>>();

type Command = {
  member?: string;
  tokens?: number;
  question?: string;
  extra?: Record<string, unknown>;
  id?: string;
  days?: number;
};
const commands: Record<string, (command: Command) => Promise<unknown>> = {
  async member({ tokens = 20 }) {
    const member = await createAskingMember(app, tokens);
    members.set(member.username, member);
    return { username: member.username, categories: member.categories };
  },
  // The member's session as the browser sends it: fetched fresh, since a request may have renewed it.
  async cookie({ member }) {
    return { cookie: [...members.get(member!)!.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  },
  async ask({ member, question, extra }) {
    const reply = await members.get(member!)!.ask(question!, extra);
    return { status: reply.status, body: reply.body };
  },
  async answerAll() {
    await worker.runOnce();
    return {};
  },
  // Lets days pass for one reading (its follow-up falls due).
  async moveBack({ id, days }) {
    return { moved: await moveReadingBack(app.database.db, id!, days!) };
  },
};

const control = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const name = request.url!.slice(1);
    const run = commands[name];
    Promise.resolve()
      .then(() => (run ? run(body ? (JSON.parse(body) as Command) : {}) : Promise.reject(new Error(`no ${name}`))))
      .then((result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)))
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
});
control.listen(0, '127.0.0.1', () => {
  const port = (control.address() as AddressInfo).port;
  const appPort = (app.server.address() as AddressInfo).port;
  process.stdout.write(
    `${JSON.stringify({ base: `http://127.0.0.1:${appPort}`, control: `http://127.0.0.1:${port}` })}\n`,
  );
});

// The test process holds our standard input: when it ends, so do we.
process.stdin.resume();
process.stdin.on('end', () => {
  control.close();
  void app.close().then(() => process.exit(0));
});
