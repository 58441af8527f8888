// `npm run portal -- data-key rewrap`: a rotation of DATA_KEY from start to end on the demo
// data (decision 0025). John files a disability claim with direct deposit, keeps a draft and
// uploads a document under the old key, and Alex has an authenticator app; an instance on the
// new key with the old one as previous opens all of it; the rewrap seals every value again
// without touching a file; and an instance that no longer knows the old key serves the same
// bytes, the same draft and the same events, and takes Alex's app codes, while the census
// still matches through HASH_KEY.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimAnswers } from '#domain/claims/claim-wizard';
import type { DraftAnswer } from '#domain/claims/claims-answers';
import type { UploadAnswer } from '#domain/documents/documents-answers';
import { createClaimsSystemTransport } from '#server/adapters/claims-system';
import { createFolderDocumentStore } from '#server/adapters/document-store';
import { createOutboxDispatcher } from '#server/adapters/outbox-dispatcher';
import { replaceSealedValues } from '#server/db/sealed-values-repository';
import { claimDrafts, claims } from '#server/db/schema/claims';
import { documents } from '#server/db/schema/documents';
import { outbox } from '#server/db/schema/outbox';
import { beneficiaryDesignations } from '#server/db/schema/beneficiaries';
import { accountFactors } from '#server/db/schema/second-factor';
import { saveApp } from '#server/db/second-factor-repository';
import { demoPassword } from '#server/dev/demo/demo-data';
import { keyOfSealed, type KeyRing, sealPurposes, sealText } from '#server/crypto/sealed-data';
import { ownIllnessAnswers } from '#tests/support/claim-fixtures';
import { startClaimsSystemStandIn } from '#tests/support/claims-system-stand-in';
import { testCommandContext } from '#tests/support/command-context';
import { multipartBody } from '#tests/support/multipart-body';
import { jsonCalls, person } from '#tests/support/registration-client';
import { appCodeAt } from '#tests/support/second-factor-kit';
import { pdfOfSize } from '#tests/support/sample-documents';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { runCommand } from './commands.ts';
import {
  accountIdOf,
  confirmItsYou,
  confirmWith,
  loggedIn,
  sendLogIn,
} from '#tests/support/log-in-kit';

const api = '/auth/employee-benefits/api';
const oldKey = testSecrets.DATA_KEY;
const newKey = 'the-next-data-key-of-the-tests-0123456789';
const strayKey = 'a-key-this-portal-never-had-0123456789abc';
const eventsSecret = 'claims-events-secret-of-the-tests-01234';

/** Alex's authenticator app, set up under the old key. */
const appSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const draftAnswers: ClaimAnswers = { need: { reason: 'own-health', alsoFmla: true } };

/** Each file of the folder: its bytes' hash, inode and modification time. */
function folderSnapshot(folder: string) {
  return readdirSync(folder)
    .sort()
    .map((name) => {
      const stats = statSync(join(folder, name));
      const digest = createHash('sha256')
        .update(readFileSync(join(folder, name)))
        .digest('hex');
      return { name, digest, inode: stats.ino, modifiedMs: stats.mtimeMs, bytes: stats.size };
    });
}

describe.each(testEngines)('rotating DATA_KEY on %s', (engine) => {
  /** The portal as it ran before the rotation: it owns the database and the folder. */
  let before: TestApp;
  const others: TestApp[] = [];
  let pdf: Buffer;
  let documentId: string;
  let output: string[];
  let addresses = 0;

  /** Another instance on the same database and documents, with these settings. */
  const instance = async (env: Record<string, string>) => {
    const app = await startTestApp(engine, {
      env: { ...env, CLAIMS_EVENTS_SECRET: eventsSecret },
      database: before.database,
      documentStore: createFolderDocumentStore(before.documentsFolder),
    });
    others.push(app);
    return app;
  };
  const john = async (portal: TestApp): Promise<TestBrowser> => {
    addresses++;
    const browser = portal.browser({ address: `10.25.0.${addresses}` });
    await browser.openPage();
    expect(
      await sendLogIn(browser, 'jroe2024', 'employee-benefits', { password: demoPassword }),
    ).toBe('AUTHENTICATION_SUCCESS');
    await browser.openPage('/auth/employee-benefits/account');
    expect(await confirmItsYou(browser, 'employee-benefits')).toBe('confirmed');
    return browser;
  };
  const download = async (portal: TestApp) => {
    const response = await (await john(portal)).get(`${api}/documents/${documentId}`);
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const draftOf = async (portal: TestApp) => {
    const response = await (await john(portal)).get(`${api}/claims/draft`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DraftAnswer;
  };
  const rewrap = (keys: KeyRing) => {
    output = [];
    return runCommand(['data-key', 'rewrap', '--batch-size', '2'], {
      ...testCommandContext(before, (line) => output.push(line)),
      dataKeys: keys,
    });
  };
  /** Every sealed value in the tables, whatever its kind. */
  const sealedValues = async () => {
    const db = before.database.db;
    return [
      ...(await db.select({ v: documents.wrappedKey }).from(documents)).map((row) => row.v),
      ...(await db.select({ v: claimDrafts.answersSealed }).from(claimDrafts)).map((row) => row.v),
      ...(
        await db
          .select({ v: claims.accountNumberSealed })
          .from(claims)
          .where(isNotNull(claims.accountNumberSealed))
      ).map((row) => row.v ?? ''),
      ...(await db.select({ v: outbox.text }).from(outbox).where(eq(outbox.channel, 'claims'))).map(
        (row) => row.v ?? '',
      ),
      ...(
        await db
          .select({ v: accountFactors.secretSealed })
          .from(accountFactors)
          .where(isNotNull(accountFactors.secretSealed))
      ).map((row) => row.v ?? ''),
      ...(
        await db
          .select({ v: beneficiaryDesignations.rowsSealed })
          .from(beneficiaryDesignations)
          .orderBy(beneficiaryDesignations.id)
      ).map((row) => row.v),
    ];
  };

  beforeAll(async () => {
    before = await startTestApp(engine, { env: { CLAIMS_EVENTS_SECRET: eventsSecret } });
    const browser = await john(before);
    const filing = (await browser.get(`${api}/claims/draft`)).json() as DraftAnswer;
    await browser.post(`${api}/claims/draft`, {
      step: 'review',
      answers: ownIllnessAnswers('2026-11-20'),
    });
    const submitted = await browser.post(`${api}/claims/submit`, {
      idempotencyKey: filing.idempotencyKey,
      attestation: true,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // A draft begun after it, kept between steps.
    await browser.get(`${api}/claims/draft`);
    const kept = await browser.post(`${api}/claims/draft`, {
      step: 'absence',
      answers: draftAnswers,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    pdf = pdfOfSize(300_000);
    const { body, contentType } = multipartBody(
      { claimNumber: 'C1000002', documentType: 'medical-certification' },
      [{ name: 'certification.pdf', bytes: pdf }],
    );
    const upload = await browser.post(`${api}/documents`, body, { 'content-type': contentType });
    const [file] = (upload.json() as UploadAnswer).files;
    if (file?.outcome !== 'stored') throw new Error(upload.body);
    documentId = file.id;
    await saveApp(
      before.database.db,
      await accountIdOf(before.database.db, 'acmehr'),
      {
        name: 'Authenticator app',
        secretSealed: sealText(oldKey, sealPurposes.totpSecret, appSecret),
        step: 0,
      },
      before.clock.now(),
    );
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await before.close();
  });

  it('opens, with the new DATA_KEY and the old one previous, all that the old key sealed', async () => {
    const during = await instance({
      DATA_KEY: newKey,
      PREVIOUS_DATA_KEYS: oldKey,
      HASH_KEY: oldKey,
    });
    expect((await download(during)).equals(pdf)).toBe(true);
    expect(await draftOf(during)).toMatchObject({ step: 'absence', answers: draftAnswers });
    // Opening changed nothing: the draft is still under the old key.
    const [row] = await before.database.db.select().from(claimDrafts);
    expect(keyOfSealed(oldKey, sealPurposes.claimDraft, row?.answersSealed ?? '').key).toBe(
      'current',
    );
  });

  it('seals every value again with DATA_KEY, and neither reads nor rewrites a file', async () => {
    const values = await sealedValues();
    // A document key, a draft, an account number, the events of two claims and a document,
    // an app's secret, John's two designations of the demo.
    expect(values).toHaveLength(9);
    const files = folderSnapshot(before.documentsFolder);
    expect(files.map((file) => file.name)).toEqual([documentId]);

    expect(await rewrap({ current: newKey, previous: [oldKey] }), output.join('\n')).toBe(0);
    expect(output).toEqual([
      'Sealing again with DATA_KEY what the previous key sealed.',
      "documents' data keys: 1 read, 1 sealed again, 0 under DATA_KEY already, 0 changed meanwhile, 0 unreadable.",
      'claim drafts of accounts: 1 read, 1 sealed again, 0 under DATA_KEY already, 0 changed meanwhile, 0 unreadable.',
      'claim drafts filed without an account: 0 read, 0 sealed again, 0 under DATA_KEY already, 0 changed meanwhile, 0 unreadable.',
      "claims' bank account numbers: 1 read, 1 sealed again, 0 under DATA_KEY already, 0 changed meanwhile, 0 unreadable.",
      'events for the claims system in the outbox: 3 read, 3 sealed again, 0 under DATA_KEY already, 0 changed meanwhile, 0 unreadable.',
      "authenticator apps' secrets: 1 read, 1 sealed again, 0 under DATA_KEY already, 0 changed meanwhile, 0 unreadable.",
      'beneficiary designations: 2 read, 2 sealed again, 0 under DATA_KEY already, 0 changed meanwhile, 0 unreadable.',
      'Every sealed value is under DATA_KEY: PREVIOUS_DATA_KEYS can be removed.',
    ]);

    expect(folderSnapshot(before.documentsFolder)).toEqual(files);
    const after = await sealedValues();
    expect(after.filter((value) => values.includes(value))).toEqual([]);
    const purposes = [
      sealPurposes.documentKey,
      sealPurposes.claimDraft,
      sealPurposes.claimAccountNumber,
      sealPurposes.claimsEvent,
      sealPurposes.claimsEvent,
      sealPurposes.claimsEvent,
      sealPurposes.totpSecret,
      sealPurposes.beneficiaries,
      sealPurposes.beneficiaries,
    ];
    expect(
      after.map((value, index) => keyOfSealed(newKey, purposes[index] ?? '', value).key),
    ).toEqual(Array(9).fill('current'));
  });

  it('changes nothing when run again', async () => {
    const values = await sealedValues();
    expect(await rewrap({ current: newKey, previous: [oldKey] })).toBe(0);
    expect(output[1]).toBe(
      "documents' data keys: 1 read, 0 sealed again, 1 under DATA_KEY already, 0 changed meanwhile, 0 unreadable.",
    );
    expect(await sealedValues()).toEqual(values);
  });

  it('serves the same bytes, draft and events once the old key is gone', async () => {
    const after = await instance({ DATA_KEY: newKey, HASH_KEY: oldKey });
    expect((await download(after)).equals(pdf)).toBe(true);
    expect(await draftOf(after)).toMatchObject({ step: 'absence', answers: draftAnswers });
    const alex = await loggedIn(after, 'acmehr', 'employers', { secondStep: 'none' });
    const code = await appCodeAt(appSecret, after.clock.now());
    expect(await confirmWith(alex, 'employers', 'app', code)).toBe('confirmed');

    const claimsSystem = await startClaimsSystemStandIn(eventsSecret);
    const dispatcher = createOutboxDispatcher({
      db: before.database.db,
      clock: before.clock,
      transports: {
        email: 'keep',
        claims: createClaimsSystemTransport({
          url: claimsSystem.url,
          secret: eventsSecret,
          dataKey: newKey,
          now: () => new Date(),
        }),
      },
      pollMs: 60_000,
      maxAttempts: 3,
      keepText: false,
    });
    try {
      await dispatcher.drain();
    } finally {
      await dispatcher.stop();
      await claimsSystem.close();
    }
    // Sent side by side: in any order.
    expect(claimsSystem.received).toHaveLength(3);
    expect(claimsSystem.received).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'claim.submitted',
          claim: expect.objectContaining({
            payment: expect.objectContaining({ accountNumber: '000123456789' }),
          }),
        }),
        expect.objectContaining({ type: 'claim.submitted' }),
        expect.objectContaining({ type: 'document.received', documentId }),
      ]),
    );
  });

  it('keeps the census matching through HASH_KEY, and not without it', async () => {
    const janeProves = async (portal: TestApp) => {
      addresses++;
      const browser = portal.browser({ address: `10.25.1.${addresses}` });
      await browser.openPage('/auth/employee-benefits/registration/full');
      const answer = await jsonCalls(browser)(
        '/auth/employee-benefits/registration/verifyPersonalInfo',
        person('Jane', 'Doe', '05/01/1982', '1234'),
      );
      return answer.status.code as string;
    };
    expect(await janeProves(await instance({ DATA_KEY: newKey, HASH_KEY: oldKey }))).toBe(
      'NOTREGISTERED',
    );
    expect(await janeProves(await instance({ DATA_KEY: newKey }))).toBe('NOTVALIDATED');
  });

  it('names a value no key opens, leaves it, and exits 1', async () => {
    const stray = sealText(strayKey, sealPurposes.claimAccountNumber, '000999999999');
    const [claim] = await before.database.db
      .update(claims)
      .set({ accountNumberSealed: stray })
      .where(isNotNull(claims.accountNumberSealed))
      .returning({ id: claims.id });
    expect(await rewrap({ current: newKey, previous: [oldKey] })).toBe(1);
    expect(output).toContain(`  opens with no key: claim-account-numbers ${claim?.id}`);
    expect(output.at(-1)).toBe(
      'Some values open with no key: keep the previous keys until they are accounted for.',
    );
    expect(output.join('\n')).not.toContain('000999999999');
    const [row] = await before.database.db
      .select()
      .from(claims)
      .where(eq(claims.id, claim?.id ?? ''));
    expect(row?.accountNumberSealed).toBe(stray);
  });

  it('leaves a value the portal changed after it was read as the portal wrote it', async () => {
    const [draft] = await before.database.db.select().from(claimDrafts);
    const read = draft?.answersSealed ?? '';
    const written = sealText(newKey, sealPurposes.claimDraft, JSON.stringify(draftAnswers));
    await before.database.db.update(claimDrafts).set({ answersSealed: written });
    const replaced = await replaceSealedValues(before.database.db, 'claim-drafts', [
      {
        id: draft?.accountId ?? '',
        sealed: read,
        resealed: sealText(newKey, sealPurposes.claimDraft, '{}'),
      },
    ]);
    expect(replaced.size).toBe(0);
    const [now] = await before.database.db.select().from(claimDrafts);
    expect(now?.answersSealed).toBe(written);
  });

  it('answers a wrong command with its usage and 2', async () => {
    for (const args of [
      ['data-key'],
      ['data-key', 'rotate'],
      ['data-key', 'rewrap', '--batch-size', '0'],
      ['data-key', 'rewrap', '--batch-size', 'many'],
      ['data-key', 'rewrap', '--key', newKey],
    ]) {
      output = [];
      const code = await runCommand(
        args,
        testCommandContext(before, (line) => output.push(line)),
      );
      expect(code, args.join(' ')).toBe(2);
      expect(output.at(-1)).toBe('Usage: npm run portal -- data-key rewrap [--batch-size 500]');
      expect(output.join('\n')).not.toContain(newKey);
    }
  });
});
