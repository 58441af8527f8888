// SMS through a Twilio-style REST API (docs/decisions/0029-stack.md): one form-encoded POST per
// message, HTTP Basic auth with the account SID and token. The outbox dispatcher is the
// only caller and owns retries: a message the provider refuses throws a
// PermanentDeliveryFailure, anything worth another try a plain Error. The text carries a
// one-time code, so no error says it, nor the number it went to.

import * as z from 'zod/mini';
import { e164Pattern, phoneNumberToE164 } from '#domain/shared/phone-number';
import { PermanentDeliveryFailure } from './delivery-failure.ts';

export interface OutgoingSms {
  /** The mobile number as the portal keeps it, `(###) ###-####`, or already in E.164. */
  to: string;
  text: string;
}

export interface SentSms {
  /** The provider's id of the message (Twilio's `sid`), to find it in the provider's logs. */
  sid: string;
}

export interface SmsTransport {
  /** Resolves once the provider accepted the message. `signal` abandons a send that hangs. */
  send(message: OutgoingSms, options?: { signal?: AbortSignal }): Promise<SentSms>;
}

export interface TwilioSmsOptions {
  /** Scheme and host, e.g. `https://api.twilio.com`; the API path is added here. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number, in E.164. */
  from: string;
  /** Covers the answer's body too. */
  timeoutMs?: number;
}

/** Twilio's answer to a created message; only the sid matters here. */
const createdMessage = z.object({ sid: z.string().check(z.minLength(1)) });

/** Twilio's error answer, e.g. `{"code":21211,"message":"The 'To' number ... is not valid"}`. */
const providerError = z.object({
  code: z.optional(z.number()),
  message: z.optional(z.string()),
});

export function createTwilioSmsTransport({
  apiUrl,
  accountSid,
  authToken,
  from,
  timeoutMs = 10_000,
}: TwilioSmsOptions): SmsTransport {
  const endpoint = `${apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    async send({ to, text }, options) {
      const number = e164Pattern.test(to) ? to : phoneNumberToE164(to);
      if (!number) throw new PermanentDeliveryFailure('the recipient is not a mobile number');
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options?.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      let response: Response;
      let body: string;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, accept: 'application/json' },
          body: new URLSearchParams({ To: number, From: from, Body: text }),
          // A redirected POST comes back as a GET, which the API answers with a list of
          // messages and 200: a wrong SMS_PROVIDER_URL would look like a sent message.
          redirect: 'error',
          signal,
        });
        body = await response.text();
      } catch (error) {
        // Abandoned by the caller, which says why itself.
        if (options?.signal?.aborted) throw options.signal.reason;
        throw new Error(describeRequestFailure(error, timeoutMs), { cause: error });
      }
      const { status } = response;
      if (status >= 200 && status < 300) {
        const created = createdMessage.safeParse(parseJson(body));
        // Without a sid the answer is not the provider's; another try risks a second copy of
        // the code, which is better than a code that never comes.
        if (!created.success) throw new Error(`SMS provider answered HTTP ${status} without a sid`);
        return { sid: created.data.sid };
      }
      if (status === 429) throw new Error('SMS provider answered HTTP 429 (too many requests)');
      if (status >= 400 && status < 500) {
        const refusal = providerError.safeParse(parseJson(body));
        const { code, message } = refusal.success ? refusal.data : {};
        const reason = message ? `: ${withoutNumbers(message, [text, to, number])}` : '';
        throw new PermanentDeliveryFailure(
          `SMS provider refused the message with HTTP ${status}${code === undefined ? '' : `, error ${code}`}${reason}`,
        );
      }
      throw new Error(`SMS provider answered HTTP ${status}`);
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A provider's sentence without what was sent: Twilio quotes the number back ("The 'To'
 * number +13125550100 is not a valid phone number"), others may quote the text. Any run of
 * six or more digits, however punctuated, could be the number or the code.
 */
function withoutNumbers(sentence: string, sent: string[]): string {
  let cleaned = sentence;
  for (const value of sent) cleaned = cleaned.replaceAll(value, '[redacted]');
  return cleaned.replace(/\+?\d(?:[\s().-]*\d){5,}/g, '[redacted]');
}

/** Names the kind of failure only: the request carried the credentials and the code. */
function describeRequestFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `SMS provider did not answer within ${timeoutMs} ms`;
  }
  // Node's fetch puts the reason in its cause: a system error code, or a sentence such as
  // 'unexpected redirect'. Neither carries the request.
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const reason = typeof cause?.code === 'string' ? cause.code : cause?.message;
  return `SMS provider could not be reached${typeof reason === 'string' ? ` (${reason})` : ''}`;
}
