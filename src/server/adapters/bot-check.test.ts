import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRecaptchaStandIn, type RecaptchaStandIn } from '#tests/support/recaptcha-stand-in';
import { parseConfig } from '#server/config/config';
import { testSecrets } from '#tests/support/test-secrets';
import {
  type BotCheck,
  createBotCheck,
  createRecaptchaBotCheck,
  localBotCheck,
} from './bot-check.ts';

const secret = 'recaptcha-secret-of-the-tests';
const context = { action: 'validate_zip', remoteIp: '203.0.113.7' };

describe('reCAPTCHA v3 bot check', () => {
  let siteverify: RecaptchaStandIn;
  let botCheck: BotCheck;

  beforeAll(async () => {
    siteverify = await startRecaptchaStandIn(secret);
    botCheck = createRecaptchaBotCheck({
      secret,
      verifyUrl: siteverify.url,
      minScore: 0.5,
      timeoutMs: 300,
    });
  });
  afterAll(() => siteverify.close());
  beforeEach(() => {
    siteverify.requests.length = 0;
  });

  it('takes a high score for the expected action as a person', async () => {
    expect(await botCheck.verify('human-token', context)).toEqual({ human: true, score: 0.9 });
  });

  it('posts the secret, the token and the address form-encoded', async () => {
    await botCheck.verify('human-token', context);
    expect(siteverify.requests).toEqual([
      {
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        form: { secret, response: 'human-token', remoteip: '203.0.113.7' },
      },
    ]);
  });

  it('leaves remoteip out when the address is unknown', async () => {
    await botCheck.verify('human-token', { action: 'validate_zip' });
    expect(siteverify.requests[0]?.form).toEqual({ secret, response: 'human-token' });
  });

  it('takes a score below the threshold as a bot and keeps the score', async () => {
    expect(await botCheck.verify('bot-token', context)).toEqual({
      human: false,
      score: 0.1,
      reason: 'score 0.1 is below 0.5',
    });
  });

  it('refuses a token made for another action', async () => {
    expect(await botCheck.verify('wrong-action', context)).toMatchObject({
      human: false,
      reason: 'token is for action login, expected validate_zip',
    });
  });

  it('refuses a token Google rejects, with its error codes', async () => {
    expect(await botCheck.verify('invalid', context)).toEqual({
      human: false,
      score: 0,
      reason: 'token rejected: invalid-input-response',
    });
  });

  it('refuses an empty token without asking Google', async () => {
    expect(await botCheck.verify('', context)).toMatchObject({ human: false, score: 0 });
    expect(siteverify.requests).toEqual([]);
  });

  it.each([
    ['broken', 'siteverify answered HTTP 500'],
    ['garbage', 'siteverify answer is not JSON'],
    ['slow', 'siteverify did not answer in time'],
  ])('fails closed when siteverify is %s', async (token, reason) => {
    expect(await botCheck.verify(token, context)).toEqual({ human: false, score: 0, reason });
  });

  it('fails closed when siteverify cannot be reached', async () => {
    const unreachable = createRecaptchaBotCheck({
      secret,
      verifyUrl: 'http://127.0.0.1:9/siteverify',
      minScore: 0.5,
    });
    const verdict = await unreachable.verify('human-token', context);
    expect(verdict).toMatchObject({ human: false, score: 0 });
    expect(verdict.reason).toMatch(/^siteverify could not be reached/);
  });

  it('refuses everything when the secret is wrong, and never tells the secret', async () => {
    const misconfigured = createRecaptchaBotCheck({
      secret: 'a-wrong-secret',
      verifyUrl: siteverify.url,
      minScore: 0.5,
    });
    const verdict = await misconfigured.verify('human-token', context);
    expect(verdict).toEqual({
      human: false,
      score: 0,
      reason: 'token rejected: invalid-input-secret',
    });
    expect(JSON.stringify(verdict)).not.toContain('a-wrong-secret');
  });

  it('answers an unexpected shape as not human', async () => {
    const odd = createRecaptchaBotCheck({
      secret,
      verifyUrl: siteverify.url,
      minScore: 0.5,
      fetchImpl: async () => Response.json({ success: 'yes' }),
    });
    expect(await odd.verify('human-token', context)).toEqual({
      human: false,
      score: 0,
      reason: 'siteverify answer has an unexpected shape',
    });
  });
});

describe('local bot check', () => {
  it('takes the development token as a person', async () => {
    expect(await localBotCheck.verify('local-development', context)).toEqual({
      human: true,
      score: 0.9,
    });
  });

  it.each(['', 'human-token', 'LOCAL-DEVELOPMENT'])('takes %j as a bot', async (token) => {
    expect(await localBotCheck.verify(token, context)).toMatchObject({ human: false, score: 0 });
  });
});

describe('createBotCheck', () => {
  it('uses the local check without a secret and reCAPTCHA with one', async () => {
    const config = parseConfig({ NODE_ENV: 'test', ...testSecrets });
    expect(createBotCheck(config)).toBe(localBotCheck);
    const siteverify = await startRecaptchaStandIn(secret);
    try {
      const real = createBotCheck(
        parseConfig({
          NODE_ENV: 'test',
          ...testSecrets,
          RECAPTCHA_SECRET: secret,
          RECAPTCHA_VERIFY_URL: siteverify.url,
        }),
      );
      expect(await real.verify('human-token', context)).toEqual({ human: true, score: 0.9 });
      expect(await real.verify('local-development', context)).toMatchObject({ human: false });
    } finally {
      await siteverify.close();
    }
  });
});
