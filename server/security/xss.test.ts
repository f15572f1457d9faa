import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/templates.ts';
import { testAppForFile } from '../test/app-for-file.ts';
import { TEST_APP_URL, TestClient, createMember, uniqueName } from '../test/test-app.ts';

/*
 * Hostile: the only HTML the server renders itself is the mail body and the dev outbox (/dev/mail). Member
 * data reaches both: the member's email address and the link, which carries the callbackURL (sign-up) or
 * redirectTo (reset) the member sent. The SPA renders everything else (e2e/xss.spec.ts).
 */

const HOSTILE_PATH = `/journal?x="><svg onload=alert(1)>'&y=<script>alert(1)</script>`;
const HOSTILE_LINK = `${TEST_APP_URL}/x?a="><script>alert(1)</script>&b='><img src=x onerror=alert(1)>`;
/** A tag any payload would open; escaped text (`&lt;img … onerror=…`) is harmless. */
const MARKUP = /<(?:script|svg|img|iframe)\b/i;

const app = testAppForFile();

const unescapeHtml = (value: string) =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** Every href of a page, as the browser reads it (entities decoded). */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => unescapeHtml(match[1]!));

/** The dev outbox page, asked from this machine as it must be. */
async function outboxPage() {
  const reply = await app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '127.0.0.1' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/html/);
  return reply.body;
}

function mailTo(email: string) {
  const mail = app.mailer.outbox?.find((candidate) => candidate.to === email);
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail;
}

describe('member data in server-rendered HTML is escaped', () => {
  it('a sign-up with a quote in the email and markup in callbackURL: /dev/mail shows both as text', async () => {
    const username = uniqueName();
    const email = `o'${username}@example.com`;
    const signUp = await new TestClient(app).post('/api/auth/sign-up/email', {
      email,
      username,
      password: 'penguin-pass',
      name: username,
      callbackURL: HOSTILE_PATH,
    });
    expect(signUp.status).toBe(200);
    const { link } = mailTo(email);
    // Kept as the member sent it, not mangled.
    expect(new URL(link).searchParams.get('callbackURL')).toBe(HOSTILE_PATH);

    const html = await outboxPage();
    expect(html).toContain(`To <strong>o&#39;${username}@example.com</strong>`);
    expect(html).not.toContain(`o'${username}`);
    expect(html).not.toMatch(MARKUP);
    expect(hrefs(html)).toContain(link);
    expect(unescapeHtml(html)).toContain(`<pre>${mailTo(email).text}</pre>`);
  });

  it('a reset request with markup in redirectTo: the outbox and the mail body keep it inert', async () => {
    const member = await createMember(app);
    const reset = await member.client.post('/api/auth/request-password-reset', {
      email: member.email,
      redirectTo: HOSTILE_PATH,
    });
    expect(reset.status).toBe(200);
    const mail = mailTo(member.email);
    expect(mail.kind).toBe('resetPassword');
    expect(new URL(mail.link).searchParams.get('callbackURL')).toBe(HOSTILE_PATH);

    const html = await outboxPage();
    expect(html).not.toMatch(MARKUP);
    expect(hrefs(html)).toContain(mail.link);

    // The HTML body SMTP would send for this very link.
    const body = renderMail('resetPassword', 'en', mail.link).html;
    expect(body).not.toMatch(MARKUP);
    expect(hrefs(body)).toContain(mail.link);
  });

  it('the outbox escapes every field even past the sign-up checks (raw markup in the address and link)', async () => {
    const to = `"><img src=x onerror=alert(1)>${uniqueName()}@example.com`;
    await app.mailer.send({ to, kind: 'verifyEmail', locale: 'th', link: HOSTILE_LINK });
    const html = await outboxPage();
    expect(html).not.toMatch(MARKUP);
    expect(html).toContain(
      `To <strong>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;${to.split('>').pop()}</strong> · verifyEmail · th`,
    );
    expect(hrefs(html)).toContain(HOSTILE_LINK);
  });

  it('the mail body escapes a hostile link in both languages; the text part keeps it verbatim', () => {
    for (const locale of ['en', 'th'] as const) {
      for (const kind of ['verifyEmail', 'resetPassword'] as const) {
        const mail = renderMail(kind, locale, HOSTILE_LINK);
        expect(mail.html).not.toMatch(MARKUP);
        expect(hrefs(mail.html)).toEqual([HOSTILE_LINK]);
        expect(mail.text).toContain(HOSTILE_LINK);
      }
    }
  });

  it('the HTML pages carry the CSP, and JSON holding markup is never sniffed as HTML', async () => {
    const outbox = await app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '127.0.0.1' });
    expect(outbox.headers['content-security-policy']).toMatch(/script-src 'self'/);

    const member = await createMember(app);
    const title = `<script>alert(1)</script>{{count}}`;
    const created = await member.client.post('/api/journal', {
      title,
      content: '<img src=x onerror=alert(1)>',
      category: '"><svg onload=alert(1)>',
      mood: 'calm',
      entry_date: '2024-01-15',
    });
    expect(created.status).toBe(201);
    const read = await member.client.get(`/api/journal/${created.body.id}`);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.body).toMatchObject({
      title,
      content: '<img src=x onerror=alert(1)>',
      category: '"><svg onload=alert(1)>',
    });
  });
});
