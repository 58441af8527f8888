import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPublicUrl, parseConfig } from './config.ts';

const secrets = { SESSION_SECRET: 's'.repeat(32), DATA_KEY: 'k'.repeat(32) };
const sms = {
  SMS_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  SMS_AUTH_TOKEN: 'sms-auth-token-of-the-tests',
  SMS_FROM: '+13125550199',
};
/** Everything production requires, so a test can vary one thing. */
const production = {
  NODE_ENV: 'production',
  ...secrets,
  DATABASE_URL: 'postgres://db/portal',
  PUBLIC_URL: 'https://portal.example.com',
  SMTP_URL: 'smtps://mail.example.com',
  CLAIMS_SYSTEM_URL: 'https://claims.example.com/events',
  CLAIMS_EVENTS_SECRET: 'claims-events-secret-of-the-tests-0123',
  STRIPE_SECRET_KEY: 'sk_live_of_the_tests',
  STRIPE_WEBHOOK_SECRET: 'whsec_of_the_tests',
  ...sms,
  RECAPTCHA_SECRET: 'x',
  RECAPTCHA_SITE_KEY: 'y',
} as const;

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
      publicUrl: 'http://localhost:3000',
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

  it('addresses a portal on the loopback or every interface as localhost, which passkeys accept', () => {
    expect(defaultPublicUrl('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(defaultPublicUrl('::1', 3000)).toBe('http://localhost:3000');
    expect(defaultPublicUrl('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(defaultPublicUrl('portal.internal', 3000)).toBe('http://portal.internal:3000');
    expect(defaultPublicUrl('fd00::5', 3000)).toBe('http://[fd00::5]:3000');
    expect(parseConfig({ ...secrets, HOST: '0.0.0.0', PORT: '4000' }).publicUrl).toBe(
      'http://localhost:4000',
    );
    expect(
      parseConfig({ ...secrets, PUBLIC_URL: 'http://127.0.0.1:3000/' }).publicUrl,
      'PUBLIC_URL, when set, is taken as it is',
    ).toBe('http://127.0.0.1:3000');
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
      'CLAIMS_SYSTEM_URL: required in production',
      'CLAIMS_EVENTS_SECRET: required in production',
      'STRIPE_SECRET_KEY: required in production',
      'STRIPE_WEBHOOK_SECRET: required in production',
      'SMS_ACCOUNT_SID: required in production',
      'SMS_AUTH_TOKEN: required in production',
      'SMS_FROM: required in production',
      'RECAPTCHA_SECRET: required in production (the local bot verifier is for development)',
      'RECAPTCHA_SITE_KEY: required in production (the local bot verifier is for development)',
    ]);
    expect(problemsOf(() => parseConfig({ ...production, DEV_OUTBOX: 'true' }))).toEqual([
      'DEV_OUTBOX: the development outbox is not allowed in production',
    ]);
  });

  it('signs claims events with a secret of its own outside production, never a fixed one', () => {
    const development = parseConfig(secrets).claimsSystem;
    expect(development.url).toBeUndefined();
    expect(development.eventsSecret).toHaveLength(43);
    expect(
      parseConfig({ ...secrets, DATA_KEY: 'another-data-key-0123456789abcdef0123' }).claimsSystem
        .eventsSecret,
    ).not.toBe(development.eventsSecret);
    expect(parseConfig(production).claimsSystem).toEqual({
      url: 'https://claims.example.com/events',
      eventsSecret: 'claims-events-secret-of-the-tests-0123',
    });
  });

  it('pays bills through the stand-in until a Stripe key is set, and refuses half a setting', () => {
    const development = parseConfig(secrets).payments;
    expect(development).toMatchObject({ apiUrl: 'https://api.stripe.com', timeoutMs: 10_000 });
    expect(development.secretKey).toBeUndefined();
    expect(development.webhookSecret).toMatch(/^whsec_.{43}$/);
    expect(parseConfig(production).payments).toEqual({
      secretKey: 'sk_live_of_the_tests',
      webhookSecret: 'whsec_of_the_tests',
      apiUrl: 'https://api.stripe.com',
      timeoutMs: 10_000,
    });
    expect(problemsOf(() => parseConfig({ ...secrets, STRIPE_SECRET_KEY: 'sk_test_x' }))).toEqual([
      'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    ]);
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

  it('shares the rate limits through Redis only when REDIS_URL names one', () => {
    expect(parseConfig(secrets).redisUrl).toBeUndefined();
    expect(parseConfig({ ...secrets, REDIS_URL: 'redis://10.0.0.5:6379/2' }).redisUrl).toBe(
      'redis://10.0.0.5:6379/2',
    );
    expect(parseConfig({ ...secrets, REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe(
      'rediss://cache.example:6380',
    );
    const problems = problemsOf(() => parseConfig({ ...secrets, REDIS_URL: 'http://cache:6379' }));
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['REDIS_URL']);
  });

  it("counts today in the call centre's zone unless PORTAL_TIME_ZONE names a real one", () => {
    expect(parseConfig(secrets).timeZone).toBe('America/Chicago');
    expect(parseConfig({ ...secrets, PORTAL_TIME_ZONE: 'America/New_York' }).timeZone).toBe(
      'America/New_York',
    );
    const problems = problemsOf(() => parseConfig({ ...secrets, PORTAL_TIME_ZONE: 'Central' }));
    expect(problems).toEqual([
      'PORTAL_TIME_ZONE: must be a time zone name such as America/Chicago',
    ]);
  });

  it('opens /metrics only with a token of 32 characters or more', () => {
    expect(parseConfig(secrets).metricsToken).toBeUndefined();
    const token = 'm'.repeat(32);
    expect(parseConfig({ ...secrets, METRICS_TOKEN: token }).metricsToken).toBe(token);
    const problems = problemsOf(() => parseConfig({ ...secrets, METRICS_TOKEN: 'short' }));
    expect(problems).toEqual(['METRICS_TOKEN: must be at least 32 characters']);
  });

  it('never prints a secret it refuses', () => {
    const problems = problemsOf(() => parseConfig({ SESSION_SECRET: 'short-secret-value' }));
    expect(problems.join('\n')).not.toContain('short-secret-value');
  });

  describe('the keys of data at rest (decision 0025)', () => {
    const previous = 'p'.repeat(32);
    const other = 'o'.repeat(40);

    it('seals with DATA_KEY and keys the hashes with it, until told otherwise', () => {
      const config = parseConfig(secrets);
      expect(config.dataKeys).toEqual({ current: secrets.DATA_KEY, previous: [] });
      expect(config.hashKey).toBe(secrets.DATA_KEY);
    });

    it('opens with PREVIOUS_DATA_KEYS while a rotation runs, the hashes pinned to HASH_KEY', () => {
      const config = parseConfig({
        ...secrets,
        PREVIOUS_DATA_KEYS: ` ${previous} , ${other},`,
        HASH_KEY: previous,
      });
      expect(config.dataKeys).toEqual({ current: secrets.DATA_KEY, previous: [previous, other] });
      expect(config.hashKey).toBe(previous);
    });

    it('will not rotate without HASH_KEY: the census would match no one', () => {
      expect(problemsOf(() => parseConfig({ ...secrets, PREVIOUS_DATA_KEYS: previous }))).toEqual([
        'HASH_KEY: required while PREVIOUS_DATA_KEYS is set: give it the DATA_KEY the census was imported with',
      ]);
    });

    it('names a weak, repeated or current previous key by its place, never its value', () => {
      const problems = problemsOf(() =>
        parseConfig({
          ...secrets,
          PREVIOUS_DATA_KEYS: `short-key-value,${previous},${secrets.DATA_KEY},${previous}`,
          HASH_KEY: previous,
        }),
      );
      expect(problems).toEqual([
        'PREVIOUS_DATA_KEYS: key 1 of 4 must be at least 32 characters',
        'PREVIOUS_DATA_KEYS: key 3 of 4 is DATA_KEY itself',
        'PREVIOUS_DATA_KEYS: key 4 of 4 repeats key 2',
      ]);
      const text = problems.join('\n');
      for (const key of ['short-key-value', previous, secrets.DATA_KEY]) {
        expect(text).not.toContain(key);
      }
    });

    it('keeps the development secrets of the claims events and payments through a rotation', () => {
      const before = parseConfig(secrets);
      const during = parseConfig({
        ...secrets,
        DATA_KEY: other,
        PREVIOUS_DATA_KEYS: secrets.DATA_KEY,
        HASH_KEY: secrets.DATA_KEY,
      });
      expect(during.claimsSystem.eventsSecret).toBe(before.claimsSystem.eventsSecret);
      expect(during.payments.webhookSecret).toBe(before.payments.webhookSecret);
    });
  });

  describe('single sign-on', () => {
    const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();
    const ecKey = pem(generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey);
    const rsaKey = pem(generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey);
    const partners = (value: unknown) => ({ ...secrets, SSO_PARTNERS: JSON.stringify(value) });
    const acme = { id: 'acme-benefits', issuer: 'https://benefits.acme.example' };

    it('takes this portal as the audience and, in development, a demo partner', () => {
      const { sso } = parseConfig({ ...secrets, PUBLIC_URL: 'https://portal.example.com/' });
      expect(sso.audience).toBe('https://portal.example.com/auth');
      expect(sso.partners).toEqual([
        {
          id: 'demo-partner',
          issuer: 'https://benefits.demo-partner.example',
          publicKeys: [{ key: expect.anything(), algorithm: 'ES256' }],
        },
      ]);
      expect(sso.demoPartner?.privateKey.type).toBe('private');
      expect(parseConfig({ ...secrets, SSO_AUDIENCE: 'urn:portal' }).sso.audience).toBe(
        'urn:portal',
      );
    });

    it('reads the partners of SSO_PARTNERS, the algorithm following from each key', () => {
      const { sso } = parseConfig(
        partners([
          { ...acme, publicKeyPem: ecKey },
          { id: 'globex', issuer: 'globex-hr', publicKeyPem: [rsaKey, ecKey] },
        ]),
      );
      expect(sso.demoPartner).toBeUndefined();
      expect(
        sso.partners.map((partner) => ({
          id: partner.id,
          algorithms: partner.publicKeys.map((key) => key.algorithm),
        })),
      ).toEqual([
        { id: 'acme-benefits', algorithms: ['ES256'] },
        { id: 'globex', algorithms: ['RS256', 'ES256'] },
      ]);
    });

    it('has no partner in production unless configured', () => {
      expect(parseConfig(production).sso).toEqual({
        audience: 'https://portal.example.com/auth',
        partners: [],
      });
      expect(parseConfig({ ...production, ...partners([]) }).sso.partners).toEqual([]);
    });

    it('names what is wrong in SSO_PARTNERS', () => {
      expect(problemsOf(() => parseConfig({ ...secrets, SSO_PARTNERS: '[{"id":' }))).toEqual([
        'SSO_PARTNERS: is not valid JSON',
      ]);
      expect(problemsOf(() => parseConfig(partners({ ...acme, publicKeyPem: ecKey })))).toEqual([
        'SSO_PARTNERS: must be a JSON array of partners: [{ "id", "issuer", "publicKeyPem" }]',
      ]);
      expect(
        problemsOf(() => parseConfig(partners([{ id: 'Acme Benefits', issuer: acme.issuer }]))),
      ).toEqual([
        'SSO_PARTNERS[0].id: must be lowercase letters, digits and hyphens',
        'SSO_PARTNERS[0].publicKeyPem: must be a PEM public key, or a list of them while the partner rotates keys',
      ]);
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
      expect(
        problemsOf(() =>
          parseConfig(
            partners([
              { ...acme, publicKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) },
              { id: 'b', issuer: acme.issuer, publicKeyPem: [ecKey, pem(weak)] },
              { id: 'b', issuer: 'c', publicKeyPem: 'not a key' },
            ]),
          ),
        ),
      ).toEqual([
        "SSO_PARTNERS[0].publicKeyPem: is a private key; give the partner's public key",
        'SSO_PARTNERS[1].publicKeyPem[1]: must be an RSA key of 2048 bits or more (RS256) or an EC P-256 key (ES256)',
        'SSO_PARTNERS[2].publicKeyPem: is not a PEM public key (-----BEGIN PUBLIC KEY-----)',
        'SSO_PARTNERS: the id "b" appears more than once',
        `SSO_PARTNERS: the issuer "${acme.issuer}" appears more than once`,
      ]);
    });
  });
});

describe('documents storage', () => {
  it('keeps documents in DATA_DIR/documents by default', () => {
    const config = parseConfig({ ...secrets, DATA_DIR: '/var/lib/portal' });
    expect(config.documents).toEqual({ folder: '/var/lib/portal/documents' });
  });

  it('takes the bucket from DOCUMENTS_S3_URL, path-style, with its keys', () => {
    const config = parseConfig({
      ...secrets,
      DOCUMENTS_S3_URL: 'http://127.0.0.1:4569/claim-documents',
      DOCUMENTS_S3_ACCESS_KEY_ID: 'key-id',
      DOCUMENTS_S3_SECRET_ACCESS_KEY: 'secret-key',
    });
    expect(config.documents.s3).toEqual({
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'claim-documents',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret-key',
      timeoutMs: 10_000,
    });
  });

  it('names what is missing for a bucket', () => {
    expect(
      problemsOf(() => parseConfig({ ...secrets, DOCUMENTS_S3_URL: 'http://127.0.0.1:4569' })),
    ).toEqual([
      'DOCUMENTS_S3_URL: must name the bucket, e.g. http://127.0.0.1:4569/documents',
      'DOCUMENTS_S3_ACCESS_KEY_ID: required when DOCUMENTS_S3_URL is set',
      'DOCUMENTS_S3_SECRET_ACCESS_KEY: required when DOCUMENTS_S3_URL is set',
    ]);
  });
});
