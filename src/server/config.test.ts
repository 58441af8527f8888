import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

const secrets = { SESSION_SECRET: 's'.repeat(32), DATA_KEY: 'k'.repeat(32) };
const sms = {
  SMS_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  SMS_AUTH_TOKEN: 'sms-auth-token-of-the-tests',
  SMS_FROM: '+13125550199',
};

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('starts a development portal with defaults', () => {
    const config = parseConfig(secrets);
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      basePath: '/auth',
      devOutbox: true,
      demoData: true,
      sessionIdleMinutes: 30,
      login: { account: { maxFailures: 5, lockMinutes: 30 } },
      homeUrls: {
        'employee-benefits': '/auth/employee-benefits/account',
        employers: '/auth/employers/account',
      },
    });
  });

  it('names every bad variable', () => {
    const problems = problemsOf(() =>
      parseConfig({ ...secrets, PORT: 'eighty', DATABASE_URL: 'mysql://x', DEV_OUTBOX: 'maybe' }),
    );
    expect(problems).toHaveLength(3);
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'DEV_OUTBOX',
      'PORT',
    ]);
  });

  it('takes development secrets from DATA_DIR when none are set', () => {
    const config = parseConfig({ DATA_DIR: '/tmp/x' }, (dataDir) => ({
      sessionSecret: `from ${dataDir}`.padEnd(32, '.'),
      dataKey: 'k'.repeat(32),
    }));
    expect(config.sessionSecret.startsWith('from /tmp/x')).toBe(true);
  });

  it('refuses to start in production with development defaults, naming each', () => {
    const problems = problemsOf(() => parseConfig({ NODE_ENV: 'production' }));
    expect(problems).toEqual([
      'SESSION_SECRET: required in production',
      'DATA_KEY: required in production',
      'DATABASE_URL: required in production',
      'PUBLIC_URL: required in production',
      'SMTP_URL: required in production',
      'SMS_ACCOUNT_SID: required in production',
      'SMS_AUTH_TOKEN: required in production',
      'SMS_FROM: required in production',
      'RECAPTCHA_SECRET: required in production (the local bot verifier is for development)',
      'RECAPTCHA_SITE_KEY: required in production (the local bot verifier is for development)',
    ]);
    expect(
      problemsOf(() =>
        parseConfig({
          NODE_ENV: 'production',
          ...secrets,
          DATABASE_URL: 'postgres://db/portal',
          PUBLIC_URL: 'https://portal.example.com',
          SMTP_URL: 'smtps://mail.example.com',
          ...sms,
          RECAPTCHA_SECRET: 'x',
          RECAPTCHA_SITE_KEY: 'y',
          DEV_OUTBOX: 'true',
        }),
      ),
    ).toEqual(['DEV_OUTBOX: the development outbox is not allowed in production']);
  });

  it('keeps SMS in the development outbox until a provider is configured', () => {
    expect(parseConfig(secrets).sms).toBeUndefined();
    expect(parseConfig({ ...secrets, ...sms }).sms).toEqual({
      apiUrl: 'https://api.twilio.com',
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      authToken: 'sms-auth-token-of-the-tests',
      from: '+13125550199',
      timeoutMs: 10_000,
    });
    expect(
      parseConfig({
        ...secrets,
        ...sms,
        SMS_PROVIDER_URL: 'http://127.0.0.1:4010',
        SMS_TIMEOUT_MS: '2500',
      }).sms,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:4010', timeoutMs: 2500 });
  });

  it('takes a sending number in E.164 only', () => {
    for (const number of ['(312) 555-0199', '3125550199', '+1 312 555 0199', 'Meridian']) {
      expect(problemsOf(() => parseConfig({ ...secrets, ...sms, SMS_FROM: number }))).toEqual([
        'SMS_FROM: must be a number in E.164, e.g. +13125550100',
      ]);
    }
  });

  it('names the missing SMS settings when only some are set', () => {
    expect(
      problemsOf(() => parseConfig({ ...secrets, SMS_ACCOUNT_SID: sms.SMS_ACCOUNT_SID })),
    ).toEqual([
      'SMS_AUTH_TOKEN: required when any of SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM is set',
      'SMS_FROM: required when any of SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM is set',
    ]);
  });

  it('never prints a secret it refuses', () => {
    const problems = problemsOf(() => parseConfig({ SESSION_SECRET: 'short-secret-value' }));
    expect(problems.join('\n')).not.toContain('short-secret-value');
  });
});
