// E-mail over SMTP with nodemailer. The outbox dispatcher is the only caller: it owns
// retries, so a failed send simply throws.

import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** Resolves once the server accepted the message. `signal` abandons a send that hangs. */
  send(message: OutgoingMail, options?: { signal?: AbortSignal }): Promise<void>;
}

export interface SmtpTransport extends MailTransport {
  /** Closes the pooled connections; pending sends fail. */
  close(): void;
}

/**
 * Nodemailer's defaults wait up to 2 minutes to connect and 10 minutes on a silent
 * connection; one stalled server would hold a claimed message past its lease. A value
 * in the URL's query (e.g. `?socketTimeout=60000`) takes precedence.
 */
const connectionDefaults = {
  pool: true,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

export function createSmtpTransport({ smtpUrl, from }: { smtpUrl: string; from: string }) {
  const transporter = createTransport({ ...connectionDefaults, url: smtpUrl });
  const transport: SmtpTransport = {
    async send({ to, subject, text }, options) {
      await transporter.sendMail({ from, to, subject, text, signal: options?.signal });
    },
    close: () => transporter.close(),
  };
  return transport;
}
