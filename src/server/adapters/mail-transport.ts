// E-mail over SMTP with nodemailer. The outbox dispatcher is the only caller: it owns
// retries, so a failed send simply throws, as a PermanentDeliveryFailure when retrying the
// message cannot help.

import { createTransport } from 'nodemailer';
import { PermanentDeliveryFailure } from './delivery-failure.ts';

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
      try {
        await transporter.sendMail({ from, to, subject, text, signal: options?.signal });
      } catch (error) {
        // Nodemailer marks the replies RFC 5321 calls permanent (5yz but 503); a dropped
        // connection or a 4yz reply is worth another try.
        if ((error as { permanent?: unknown }).permanent === true) {
          throw new PermanentDeliveryFailure((error as Error).message, { cause: error });
        }
        throw error;
      }
    },
    close: () => transporter.close(),
  };
  return transport;
}
