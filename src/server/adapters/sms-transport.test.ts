import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type SmsProviderStandIn,
  startSmsProviderStandIn,
} from '#tests/support/sms-provider-stand-in';
import { PermanentDeliveryFailure } from './delivery-failure.ts';
import { createTwilioSmsTransport, type SmsTransport } from './sms-transport.ts';

const from = '+13125550199';
const code = { to: '(312) 555-0100', text: 'Your Meridian Mutual code is 482913.' };

/** A server that is no Twilio, on 127.0.0.1; closed after `use`. */
async function withServer(listener: RequestListener, use: (url: string) => Promise<void>) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The rejection of a send, for a closer look than toThrow gives. */
async function failureOf(sending: Promise<unknown>): Promise<Error> {
  try {
    await sending;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the send to fail');
}

describe('Twilio-style SMS transport', () => {
  let provider: SmsProviderStandIn;
  let transport: SmsTransport;

  beforeAll(async () => {
    provider = await startSmsProviderStandIn();
    transport = createTwilioSmsTransport({
      apiUrl: provider.url,
      accountSid: provider.accountSid,
      authToken: provider.authToken,
      from,
      timeoutMs: 300,
    });
  });
  afterAll(() => provider.close());
  beforeEach(() => provider.reset());

  it('sends the text from the configured number to the number in E.164, keeping the sid', async () => {
    const sent = await transport.send(code);
    expect(provider.messages).toEqual([
      { sid: sent.sid, to: '+13125550100', from, body: 'Your Meridian Mutual code is 482913.' },
    ]);
    expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('posts the form to the account’s Messages resource with Basic auth', async () => {
    await transport.send(code);
    const basic = Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64');
    expect(provider.requests).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${provider.accountSid}/Messages.json`,
        authorization: `Basic ${basic}`,
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        form: { To: '+13125550100', From: from, Body: 'Your Meridian Mutual code is 482913.' },
      },
    ]);
  });

  it('takes a number already in E.164 as it is, and a base URL with a trailing slash', async () => {
    const slashed = createTwilioSmsTransport({
      apiUrl: `${provider.url}/`,
      accountSid: provider.accountSid,
      authToken: provider.authToken,
      from,
    });
    await slashed.send({ to: '+442071838750', text: 'Code 123456' });
    expect(provider.messages.map((message) => message.to)).toEqual(['+442071838750']);
  });

  it('keeps accents and another script intact', async () => {
    const text = 'Zoë, ваш код: 654321 – 15 min.';
    await transport.send({ to: code.to, text });
    expect(provider.messages[0]?.body).toBe(text);
  });

  it('fails for good, with the provider’s code, when the provider refuses the number', async () => {
    provider.failNext(1, { status: 400 });
    const failure = await failureOf(transport.send(code));
    expect(failure).toBeInstanceOf(PermanentDeliveryFailure);
    expect(failure.message).toBe(
      "SMS provider refused the message with HTTP 400, error 21211: The 'To' number [redacted] is not a valid phone number.",
    );
    expect(provider.messages).toEqual([]);
  });

  it('never repeats the text or the number a refusal quotes', async () => {
    provider.failNext(1, {
      status: 400,
      error: {
        code: 30007,
        message: `Body "${code.text}" to 312-555-0100 filtered; code 482913 looks like spam.`,
      },
    });
    const failure = await failureOf(transport.send(code));
    expect(failure).toBeInstanceOf(PermanentDeliveryFailure);
    expect(failure.message).toBe(
      'SMS provider refused the message with HTTP 400, error 30007: Body "[redacted]" to [redacted] filtered; code [redacted] looks like spam.',
    );
  });

  it('fails for good on wrong credentials, without saying them', async () => {
    const impostor = createTwilioSmsTransport({
      apiUrl: provider.url,
      accountSid: provider.accountSid,
      authToken: 'not-the-token',
      from,
    });
    const failure = await failureOf(impostor.send(code));
    expect(failure).toBeInstanceOf(PermanentDeliveryFailure);
    expect(failure.message).toBe(
      'SMS provider refused the message with HTTP 401, error 20003: Authenticate',
    );
  });

  it('fails for good, without asking the provider, when the recipient is no mobile number', async () => {
    const failure = await failureOf(transport.send({ to: 'jane.doe@example.com', text: 'x' }));
    expect(failure).toBeInstanceOf(PermanentDeliveryFailure);
    expect(failure.message).toBe('the recipient is not a mobile number');
    expect(provider.requests).toEqual([]);
  });

  it.each([
    [500, 'SMS provider answered HTTP 500'],
    [503, 'SMS provider answered HTTP 503'],
    [429, 'SMS provider answered HTTP 429 (too many requests)'],
  ] as const)('takes HTTP %i as worth another try', async (status, message) => {
    provider.failNext(1, { status });
    const failure = await failureOf(transport.send(code));
    expect(failure).not.toBeInstanceOf(PermanentDeliveryFailure);
    expect(failure.message).toBe(message);
    // The next try goes through.
    await transport.send(code);
    expect(provider.messages).toHaveLength(1);
  });

  it('gives up on a provider that answers too late, worth another try', async () => {
    provider.delayNext(1, 2000);
    const started = Date.now();
    const failure = await failureOf(transport.send(code));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(failure).not.toBeInstanceOf(PermanentDeliveryFailure);
    expect(failure.message).toBe('SMS provider did not answer within 300 ms');
    expect(provider.requests).toHaveLength(1);
  });

  it('takes an unreachable provider as worth another try', async () => {
    const gone = await startSmsProviderStandIn();
    await gone.close();
    const nowhere = createTwilioSmsTransport({
      apiUrl: gone.url,
      accountSid: gone.accountSid,
      authToken: gone.authToken,
      from,
    });
    const failure = await failureOf(nowhere.send(code));
    expect(failure).not.toBeInstanceOf(PermanentDeliveryFailure);
    expect(failure.message).toBe('SMS provider could not be reached (ECONNREFUSED)');
  });

  it('takes a 2xx answer without a sid as not sent', async () => {
    await withServer(
      (_request, response) => response.writeHead(200).end('<html>'),
      async (url) => {
        const stranger = createTwilioSmsTransport({
          apiUrl: url,
          accountSid: 'AC1',
          authToken: 't',
          from,
        });
        const failure = await failureOf(stranger.send(code));
        expect(failure).not.toBeInstanceOf(PermanentDeliveryFailure);
        expect(failure.message).toBe('SMS provider answered HTTP 200 without a sid');
      },
    );
  });

  it('never follows a redirect, which would turn the POST into a GET', async () => {
    await withServer(
      (_request, response) =>
        response
          .writeHead(301, {
            location: `${provider.url}/2010-04-01/Accounts/${provider.accountSid}/Messages.json`,
          })
          .end(),
      async (url) => {
        const misdirected = createTwilioSmsTransport({
          apiUrl: url,
          accountSid: provider.accountSid,
          authToken: provider.authToken,
          from,
        });
        const failure = await failureOf(misdirected.send(code));
        expect(failure).not.toBeInstanceOf(PermanentDeliveryFailure);
        expect(failure.message).toBe('SMS provider could not be reached (unexpected redirect)');
        expect(provider.requests).toEqual([]);
      },
    );
  });

  it('abandons a send when its signal aborts, with the caller’s reason', async () => {
    provider.delayNext(1, 2000);
    const reason = new Error('no answer within 50 ms');
    const sending = transport.send(code, { signal: AbortSignal.abort(reason) });
    expect(await failureOf(sending)).toBe(reason);
    expect(provider.messages).toEqual([]);
  });
});

describe('test SMS provider stand-in', () => {
  it('hands over a message still to come, and names what it took when none matches', async () => {
    const provider = await startSmsProviderStandIn();
    const transport = createTwilioSmsTransport({
      apiUrl: provider.url,
      accountSid: provider.accountSid,
      authToken: provider.authToken,
      from,
    });
    try {
      const coming = provider.waitFor((message) => message.to === '+13125550100');
      await transport.send(code);
      expect((await coming).body).toBe(code.text);
      await expect(provider.waitFor(() => false, 50)).rejects.toThrow(
        'No matching SMS within 50 ms; accepted: +13125550100',
      );
    } finally {
      await provider.close();
    }
  });

  it('refuses a request without the form fields Twilio needs', async () => {
    const provider = await startSmsProviderStandIn();
    try {
      const response = await fetch(
        `${provider.url}/2010-04-01/Accounts/${provider.accountSid}/Messages.json`,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`,
          },
          body: new URLSearchParams({ To: '+13125550100', From: from }),
        },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 21602 });
      expect(provider.messages).toEqual([]);
    } finally {
      await provider.close();
    }
  });
});
