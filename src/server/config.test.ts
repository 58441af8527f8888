import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

const secrets = { SESSION_SECRET: 's'.repeat(32), DATA_KEY: 'k'.repeat(32) };

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
          RECAPTCHA_SECRET: 'x',
          RECAPTCHA_SITE_KEY: 'y',
          DEV_OUTBOX: 'true',
        }),
      ),
    ).toEqual(['DEV_OUTBOX: the development outbox is not allowed in production']);
  });

  it('never prints a secret it refuses', () => {
    const problems = problemsOf(() => parseConfig({ SESSION_SECRET: 'short-secret-value' }));
    expect(problems.join('\n')).not.toContain('short-secret-value');
  });
});
