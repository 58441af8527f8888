// A local stand-in for a Twilio-style SMS API on 127.0.0.1, so the real client is tested
// over HTTP. It checks what Twilio checks first (the account in the path, Basic auth, the
// To, From and Body fields), keeps the messages it accepted, and answers like Twilio: 201
// with the created message, or an error JSON `{code, message, more_info, status}`. Tests
// can make the next requests fail or answer too late.

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback, readBody } from './stand-in-server.ts';

export interface AcceptedSms {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export interface SmsProviderRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  /** The form fields as sent: To, From, Body. */
  form: Record<string, string>;
}

/** A Twilio error answer: https://www.twilio.com/docs/api/errors */
export interface ProviderError {
  code: number;
  message: string;
}

export type Failure =
  | { status: 500 | 503 }
  | { status: 429 }
  /** 400 with Twilio's error JSON; by default 21211, the invalid 'To' number. */
  | { status: 400; error?: ProviderError };

export interface SmsProviderStandIn {
  /** The API's origin, to configure as SMS_PROVIDER_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  /** Every request, in the order they came, whatever the answer. */
  requests: SmsProviderRequest[];
  /** The messages answered 201, oldest first. */
  messages: AcceptedSms[];
  /**
   * The next `count` requests that pass the checks get this answer instead of 201. Calls
   * add up, in order: `failNext(1, {status: 500}); delayNext(1, 5000)` fails the first
   * request and holds the second.
   */
  failNext(count: number, failure: Failure): void;
  /**
   * The next `count` requests that pass the checks are accepted after `ms`. A client that
   * gives up first has sent nothing: the message is neither accepted nor recorded.
   */
  delayNext(count: number, ms: number): void;
  /** The first message, accepted or still to come, that matches. */
  waitFor(predicate: (message: AcceptedSms) => boolean, timeoutMs?: number): Promise<AcceptedSms>;
  /** Forgets requests, messages and pending failures and delays. */
  reset(): void;
  close(): Promise<void>;
}

/** Twilio's rule, written here apart from the client's so that one mistake is not in both. */
const e164 = /^\+[1-9]\d{1,14}$/;

function twilioError(response: ServerResponse, status: number, { code, message }: ProviderError) {
  json(response, status, {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });
}

function json(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startSmsProviderStandIn({
  accountSid = `AC${randomBytes(16).toString('hex')}`,
  authToken = randomBytes(16).toString('hex'),
}: { accountSid?: string; authToken?: string } = {}): Promise<SmsProviderStandIn> {
  const requests: SmsProviderRequest[] = [];
  const messages: AcceptedSms[] = [];
  /** What the next requests that pass the checks get, in order; then 201 at once. */
  const scripted: ({ failure: Failure } | { delayMs: number })[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const waiters = new Set<{
    predicate: (message: AcceptedSms) => boolean;
    resolve: (message: AcceptedSms) => void;
  }>();
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const expectedAuthorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  function accept(response: ServerResponse, form: Record<string, string>) {
    const message = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to: form.To ?? '',
      from: form.From ?? '',
      body: form.Body ?? '',
    };
    messages.push(message);
    for (const waiter of waiters) {
      if (waiter.predicate(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
    json(response, 201, {
      sid: message.sid,
      account_sid: accountSid,
      to: message.to,
      from: message.from,
      body: message.body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      uri: `${messagesPath.replace(/\.json$/, '')}/${message.sid}.json`,
    });
  }

  function fail(response: ServerResponse, failure: Failure, form: Record<string, string>) {
    if (failure.status === 400) {
      // Twilio quotes the number back, as this does.
      const error = failure.error ?? {
        code: 21211,
        message: `The 'To' number ${form.To} is not a valid phone number.`,
      };
      twilioError(response, 400, error);
    } else if (failure.status === 429) {
      twilioError(response, 429, { code: 20429, message: 'Too Many Requests' });
    } else {
      response.writeHead(failure.status, { 'content-type': 'text/html' }).end('<h1>Error</h1>');
    }
  }

  /** What Twilio refuses before looking at the message: null when the request may go on. */
  function refusal(request: IncomingMessage, path: string, form: Record<string, string>) {
    if (request.headers.authorization !== expectedAuthorization) {
      return { status: 401, error: { code: 20003, message: 'Authenticate' } };
    }
    if (path !== messagesPath) {
      return {
        status: 404,
        error: { code: 20404, message: 'The requested resource was not found' },
      };
    }
    if (request.method !== 'POST') {
      return { status: 405, error: { code: 20004, message: 'Method not allowed' } };
    }
    if (!form.To) {
      return { status: 400, error: { code: 21604, message: "A 'To' phone number is required." } };
    }
    if (!e164.test(form.To)) {
      return {
        status: 400,
        error: { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.` },
      };
    }
    if (!form.From || !e164.test(form.From)) {
      return {
        status: 400,
        error: { code: 21212, message: "The 'From' number is not a valid phone number." },
      };
    }
    if (!form.Body) {
      return { status: 400, error: { code: 21602, message: 'Message body is required.' } };
    }
    return null;
  }

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const contentType = request.headers['content-type'] ?? '';
      const form = contentType.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(body))
        : {};
      requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization ?? '',
        contentType,
        form,
      });
      const refused = refusal(request, path, form);
      if (refused) {
        twilioError(response, refused.status, refused.error);
        return;
      }
      const next = scripted.shift();
      if (next && 'failure' in next) {
        fail(response, next.failure, form);
        return;
      }
      if (!next) {
        accept(response, form);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        accept(response, form);
      }, next.delayMs);
      timers.add(timer);
      // The client gave up: like a request that never reached the provider.
      response.on('close', () => {
        if (!response.writableEnded) {
          clearTimeout(timer);
          timers.delete(timer);
        }
      });
    });
  });
  const origin = await listenOnLoopback(server);

  return {
    url: origin,
    accountSid,
    authToken,
    requests,
    messages,
    failNext(count, failure) {
      for (let index = 0; index < count; index++) scripted.push({ failure });
    },
    delayNext(count, ms) {
      for (let index = 0; index < count; index++) scripted.push({ delayMs: ms });
    },
    waitFor(predicate, timeoutMs = 5000) {
      const accepted = messages.find(predicate);
      if (accepted) return Promise.resolve(accepted);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (message: AcceptedSms) => {
            clearTimeout(timer);
            resolve(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((message) => message.to);
          reject(
            new Error(
              `No matching SMS within ${timeoutMs} ms; accepted: ${seen.length ? seen.join(', ') : 'none'}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    reset() {
      requests.length = 0;
      messages.length = 0;
      scripted.length = 0;
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return closeServer(server);
    },
  };
}
