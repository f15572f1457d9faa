import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './templates.ts';
import type { OutboxMail } from './mailer.ts';

/** The dev outbox at /dev/mail (HTML) and /dev/mail.json; registered only without SMTP, never in production. */
export async function devOutboxRoutes(app: FastifyInstance, { outbox }: { outbox: OutboxMail[] }) {
  // Mails carry sign-in and reset links: answer only requests from this machine.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.ip)) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  app.get('/dev/mail.json', { schema: { hide: true } }, async () => ({ mails: outbox }));

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const rows = outbox
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.locale)} · <time>${escapeHtml(mail.sentAt)}</time></p>
  <p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox · Penguin Oracle</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1e2a44}
article{border:1px solid #d6dbe8;border-radius:.75rem;padding:1rem;margin:1rem 0}.meta{color:#4a5470}
pre{white-space:pre-wrap;background:#f4f6fb;padding:.75rem;border-radius:.5rem}</style></head>
<body><h1>Dev outbox</h1><p>Mails are kept here because <code>SMTP_URL</code> is not set. Newest first.</p>
${rows || '<p>No mail yet.</p>'}</body></html>`);
  });
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}
