// A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives, so tests send
// through the real transport and read the message the way a person's mailbox would: the
// code is taken from the received text. Plain-text mail only needs a small MIME reader
// (mailparser is not a dependency): folded headers, encoded words, quoted-printable,
// base64, and the text/plain part of a multipart message.

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The From header as written, e.g. `Portal <no-reply@example.com>`. */
  from: string;
  /** Envelope recipients (RCPT TO), the addresses the message was delivered to. */
  to: string[];
  /** Envelope sender (MAIL FROM). */
  envelopeFrom: string;
  subject: string;
  /** The text/plain body, decoded, with `\n` line ends. */
  text: string;
  /** Header names in lower case; repeated headers keep the first. */
  headers: Record<string, string>;
  raw: string;
}

export interface SmtpInbox {
  /** The URL to configure as SMTP_URL. */
  url: string;
  /** Everything received so far, oldest first; tests may empty it between cases. */
  messages: ReceivedMail[];
  /** The first message, received or still to come, that matches. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpInboxOptions {
  /** Recipients answered `550 mailbox unavailable`, for tests of failing sends. */
  refuseRecipient?: (address: string) => boolean;
  /** Recipients answered `450 mailbox busy`: a refusal for now, worth another try. */
  deferRecipient?: (address: string) => boolean;
}

interface Waiter {
  predicate: (mail: ReceivedMail) => boolean;
  resolve: (mail: ReceivedMail) => void;
}

export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<Waiter>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipient?.(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      if (options.deferRecipient?.(address.address)) {
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelope = session.envelope;
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), {
          envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
        });
        messages.push(mail);
        for (const waiter of waiters) {
          if (waiter.predicate(mail)) {
            waiters.delete(waiter);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // Later errors are a client's broken connection: the test that caused it sees it.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      const received = messages.find(predicate);
      if (received) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((mail) => `${mail.to.join(', ')}: ${mail.subject}`);
          reject(
            new Error(
              `No matching mail within ${timeoutMs} ms; received: ${seen.length ? seen.join('; ') : 'none'}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Reads a message as the SMTP DATA gave it. */
export function parseMail(
  raw: string,
  envelope: { envelopeFrom: string; to: string[] },
): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  return {
    from: headers.from ?? '',
    to: envelope.to,
    envelopeFrom: envelope.envelopeFrom,
    subject: headers.subject ?? '',
    text: plainText(headers, body) ?? '',
    headers,
    raw,
  };
}

/** Headers (unfolded, encoded words decoded) and the body of one MIME entity. */
function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const normalized = entity.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The first text/plain content, descending into multipart entities. */
function plainText(headers: Record<string, string>, body: string): string | undefined {
  const contentType = headers['content-type'] ?? 'text/plain';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  if (mediaType?.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary');
    if (!boundary) return undefined;
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const entity = splitEntity(part.replace(/^\n/, ''));
      const text = plainText(entity.headers, entity.body);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (mediaType !== 'text/plain') return undefined;
  const charset = parameter(contentType, 'charset') ?? 'utf-8';
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return new TextDecoder(charset).decode(bytes).replace(/\r\n/g, '\n').replace(/\n$/, '');
}

function parameter(headerValue: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(headerValue);
  return match ? (match[1] ?? match[2]) : undefined;
}

function quotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: `=?charset?B|Q?text?=`; whitespace between two encoded words is dropped. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, charset: string, kind, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : quotedPrintable(text.replace(/_/g, ' '));
      return new TextDecoder(charset.split('*')[0]).decode(bytes);
    });
}
