// 'Appeal this decision' through the real app (docs/product/claims.md, "Appeals"): a denied
// disability claim of the employee's is appealed once within its 180 days; the claim turns
// 'Appeal in review' with the appeal's own due date, the claims system gets the appeal in the
// person's words, sealed in the outbox, and the person an e-mail receipt without them.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appealText } from '#domain/claims/appeal';
import { claimFieldText } from '#domain/claims/claim-wizard';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { parseConfig } from '#server/config/config';
import { openText, sealPurposes } from '#server/crypto/sealed-data';
import { listMessages } from '#server/db/outbox-repository';
import { claimEvents } from '#server/db/schema/claims';
import { outbox } from '#server/db/schema/outbox';
import { tableDigest } from '#tests/support/app-routes';
import { insertTestClaim, memberIdOf } from '#tests/support/claim-fixtures';
import { loggedIn } from '#tests/support/log-in-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';

const api = '/auth/employee-benefits/api/claims';
const { dataKeys } = parseConfig({ NODE_ENV: 'test', ...testSecrets });
const reason = 'My doctor says I cannot lift anything until March.';

describe.each(testEngines)("'Appeal this decision' on %s", (engine) => {
  let portal: TestApp;
  let john: TestBrowser;

  /** A disability claim of John's, denied at `deniedAt`. */
  const deniedClaim = async (claimNumber: string, deniedAt: Date) => {
    const memberId = await memberIdOf(portal.database.db, 'jroe2024');
    const claimId = await insertTestClaim(portal.database.db, memberId, {
      claimNumber,
      kind: 'disability',
      status: 'denied',
      createdAt: new Date(deniedAt.getTime() - 30 * 86_400_000),
    });
    await portal.database.db
      .insert(claimEvents)
      .values({ claimId, at: deniedAt, status: 'denied', text: 'Denied' });
  };
  const claim = async (claimNumber: string) =>
    (await john.get(`${api}/${claimNumber}`)).json() as ClaimDetail;
  const appeal = (claimNumber: string, body: { reason: string; attested: boolean }) =>
    john.post(`${api}/${claimNumber}/appeal`, body);

  beforeAll(async () => {
    // The test clock reads 11/22/2026, 9 a.m. in Chicago.
    portal = await startTestApp(engine);
    john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
  });
  afterAll(() => portal.close());

  it('is offered for 180 days after the denial, and refuses a bad appeal field by field', async () => {
    await deniedClaim('C1000501', new Date('2026-11-20T15:00:00Z'));
    expect((await claim('C1000501')).appeal).toEqual({ open: true, lastDay: '2027-05-19' });

    const digest = await tableDigest(portal.database.db);
    const before = await digest();
    const empty = await appeal('C1000501', { reason: '  ', attested: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      field: 'reason',
      message: appealText.reasonMissing.defaultMessage,
    });
    const unconfirmed = await appeal('C1000501', { reason, attested: false });
    expect(unconfirmed.json()).toMatchObject({
      field: 'attested',
      message: claimFieldText.attestation.defaultMessage,
    });
    const tooLong = await appeal('C1000501', { reason: 'a'.repeat(4001), attested: true });
    expect(tooLong.json()).toMatchObject({ field: 'reason' });
    expect(await digest()).toEqual(before);
  });

  it('puts the claim in review again, tells the claims system once, and e-mails a receipt', async () => {
    const answer = await appeal('C1000501', { reason, attested: true });
    expect(answer.statusCode).toBe(200);
    // 2560.503-1(i)(3)(i): decided within 45 days of 11/22/2026, by 01/06/2027.
    expect(answer.json()).toMatchObject({
      status: 'appeal-in-review',
      decision: { dueOn: '2027-01-06', extensionReason: null },
      appeal: null,
    });
    expect((answer.json() as ClaimDetail).timeline.at(-1)?.text).toBe('You appealed the decision');

    const events = await portal.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'claim.appealed'))
      .orderBy(desc(outbox.createdAt));
    expect(events).toHaveLength(1);
    const sealed = events[0]?.text ?? '';
    // Sealed while it waits: the person's words are not readable in the outbox.
    expect(sealed).not.toContain('doctor');
    expect(JSON.parse(openText(dataKeys, sealPurposes.claimsEvent, sealed))).toMatchObject({
      type: 'claim.appealed',
      claimNumber: 'C1000501',
      reason,
    });

    const [receipt] = await listMessages(portal.database.db, {
      to: 'john.roe@example.com',
      limit: 1,
    });
    expect(receipt?.text).toContain(
      'C1000501: We received your appeal. A decision is due by 01/06/2027.',
    );
    expect(receipt?.text).not.toContain('doctor');

    // Once: the same appeal again, or another, changes nothing.
    const again = await appeal('C1000501', { reason, attested: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: appealText.notOpen.defaultMessage });
  });

  it("takes the claims system's decision on the appeal: denied again, it is denied for good", async () => {
    const examiner = portal.browser({ address: '10.13.0.9' });
    await examiner.openPage('/auth/dev/claims-desk');
    const decided = await examiner.post('/auth/dev/claims-desk/events', {
      claimNumber: 'C1000501',
      action: 'deny',
    });
    expect(decided.json().answer.statusCode).toBe(200);
    expect(await claim('C1000501')).toMatchObject({
      status: 'denied',
      decision: null,
      appeal: null,
    });
  });

  it('is gone after 180 days, the page saying until when it was open', async () => {
    // Denied 05/25/2026: its last day to appeal was 11/21/2026, the day before the test's today.
    await deniedClaim('C1000502', new Date('2026-05-25T15:00:00Z'));
    expect((await claim('C1000502')).appeal).toEqual({ open: false, lastDay: '2026-11-21' });
    const late = await appeal('C1000502', { reason, attested: true });
    expect(late.statusCode).toBe(409);
    expect((await claim('C1000502')).status).toBe('denied');
  });

  it('is not offered on a leave, nor on a claim that was never denied', async () => {
    const memberId = await memberIdOf(portal.database.db, 'jroe2024');
    await insertTestClaim(portal.database.db, memberId, {
      claimNumber: 'C1000503',
      kind: 'leave',
      status: 'denied',
    });
    expect((await claim('C1000503')).appeal).toBeNull();
    expect((await appeal('C1000503', { reason, attested: true })).statusCode).toBe(409);
    expect((await claim('C1000001')).appeal).toBeNull();
  });
});
