// The development outbox (docs/product/self-service.md#delivery-of-codes): what the portal would
// have sent, as JSON for tests and as a page for people. Registered only when the server runs with
// DEV_OUTBOX.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requestText } from '#domain/shared/request-text';
import type { Database } from '#server/db/client';
import { listMessages, type StoredMessage } from '#server/db/outbox-repository';
import { answers } from '#server/plugins/route-answers';

const querySchema = z.object({ to: z.optional(requestText(200)) });

const oneTimeCode = /\b(\d{6})\b/;

const outboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      channel: z.enum(['email', 'sms']),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      /** The six-digit code in the text, for tests. */
      code: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
});
/** A page or a style sheet, as text. */
const text = { response: { 200: z.string() } };

function toJson(message: StoredMessage) {
  return {
    id: message.id,
    channel: message.channel,
    to: message.recipient,
    subject: message.subject,
    text: message.text,
    code: oneTimeCode.exec(message.text)?.[1] ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function mailboxPage(messages: StoredMessage[], basePath: string): string {
  const items = messages
    .map(
      (message) => `<article class="message">
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">${message.channel === 'sms' ? 'SMS' : 'E-mail'} to ${escapeHtml(message.recipient)} at ${message.createdAt.toISOString()}</p>
  <pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n');
  return devPage({
    basePath,
    title: 'Development mailbox',
    main: `<p>Messages the portal would have sent by e-mail or SMS, newest first. This page exists only in development.</p>
${items || '<p>No messages yet.</p>'}`,
  });
}

/**
 * A development page: its title as the heading, the mailbox's style sheet that every
 * development page shares, and `head` for what a page adds (its own script or style, meta
 * tags). The portal's CSP allows no inline script or style: those come as files.
 */
export function devPage(page: { basePath: string; title: string; head?: string; main: string }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<link rel="stylesheet" href="${page.basePath}/dev/mailbox.css">
${page.head ?? ''}
</head>
<body>
<main>
<h1>${page.title}</h1>
${page.main}
</main>
</body>
</html>`;
}

const mailboxCss = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b2733}
main{max-width:48rem;margin:0 auto;padding:1.5rem}
.message{background:#fff;border:1px solid #d5dce3;border-radius:8px;padding:1rem;margin:1rem 0}
.message h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#4a5a6a;margin:0 0 .75rem}
pre{white-space:pre-wrap;font:inherit;margin:0}`;

export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Database; basePath: string }> = async (
  app,
  { db, basePath },
) => {
  // Development tools need no session.
  const none = { access: 'none', answers: answers.public } as const;

  app.get(
    '/dev/outbox',
    { schema: { querystring: querySchema, response: { 200: outboxSchema } }, config: none },
    async (request, reply) => {
      const messages = await listMessages(db, { to: request.query.to, limit: 200 });
      reply.header('cache-control', 'no-store');
      return { messages: messages.map(toJson) };
    },
  );

  app.get('/dev/mailbox', { schema: text, config: none }, async (_request, reply) => {
    const messages = await listMessages(db, { limit: 200 });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(mailboxPage(messages, basePath));
  });

  app.get('/dev/mailbox.css', { schema: text, config: none }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(mailboxCss),
  );
};
