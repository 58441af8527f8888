// How a transport tells the outbox dispatcher that trying again is pointless. Any other
// error thrown by a send counts as transient and the message is retried with backoff.

/**
 * The mail server or SMS provider refused this message for good (an SMTP 5xx reply, an
 * HTTP 4xx other than 429): the same request would be refused again, so the dispatcher
 * fails the message at once instead of repeating it until its attempts run out.
 */
export class PermanentDeliveryFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentDeliveryFailure';
  }
}
