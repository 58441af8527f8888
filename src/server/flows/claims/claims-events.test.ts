// The claims system's events (docs/product/claims.md#the-claims-system): signed, recent and new
// events apply once, whole, with the employee's notice; anything else changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventHeaders, type IncomingClaimsEvent } from '#domain/claims/claims-events';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { claimsEventSignature, signedEventHeaders } from '#server/adapters/claims-system';
import { parseConfig } from '#server/config/config';
import { listMessages } from '#server/db/outbox-repository';
import { demoPassword } from '#server/dev/demo/demo-data';
import { tableDigest } from '#tests/support/app-routes';
import { insertTestClaim, memberIdOf } from '#tests/support/claim-fixtures';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { confirmItsYou } from '#tests/support/log-in-kit';

const eventsPath = '/auth/integrations/claims/events';
const secret = parseConfig({ NODE_ENV: 'test', ...testSecrets }).claimsSystem.eventsSecret;

describe.each(testEngines)("the claims system's events on %s", (engine) => {
  let portal: TestApp;
  let john: TestBrowser;
  let eventCount = 0;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    john = portal.browser({ address: '10.11.0.1' });
    await john.openPage();
    await john.post('/auth/employee-benefits/loginCredentials', {
      userName: 'jroe2024',
      password: demoPassword,
    });
    await john.openPage('/auth/employee-benefits/account');
    await confirmItsYou(john, 'employee-benefits');
  });
  afterAll(() => portal.close());

  const nextId = () => `evt-${engine}-${++eventCount}`;

  const post = (body: string, headers: Record<string, string>) =>
    portal.app.inject({ method: 'POST', url: eventsPath, payload: body, headers });

  const send = (event: IncomingClaimsEvent) => {
    const body = JSON.stringify(event);
    return post(body, signedEventHeaders(secret, body, portal.clock.now()));
  };

  const claim = async (claimNumber: string) =>
    (await john.get(`/auth/employee-benefits/api/claims/${claimNumber}`)).json() as ClaimDetail;

  it('applies a document request once: status, timeline, due date and a notice', async () => {
    const event: IncomingClaimsEvent = {
      id: nextId(),
      type: 'claim.document-requested',
      claimNumber: 'C1000001',
      documentType: 'return-to-work',
      requestedOn: '2026-11-22',
    };
    const first = await send(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ duplicate: false });
    const after = await claim('C1000001');
    expect(after.status).toBe('information-needed');
    // Any document but a medical certification: 30 days when the request sets no date.
    expect(after.documentsNeeded).toContainEqual({
      documentType: 'return-to-work',
      requestedOn: '2026-11-22',
      dueOn: '2026-12-22',
    });
    const [notice] = await listMessages(portal.database.db, {
      to: 'john.roe@example.com',
      limit: 1,
    });
    expect(notice?.text).toContain(
      'C1000001: We need a return-to-work note from you by 12/22/2026.',
    );
    expect(notice?.text).not.toMatch(/surgery|Byron/i);

    const digest = await tableDigest(portal.database.db);
    const before = await digest();
    const again = await send(event);
    expect(again.json()).toEqual({ duplicate: true });
    expect(await digest()).toEqual(before);
  });

  it('dates a document as its request says, and refuses a date that cannot stand', async () => {
    const asked = {
      type: 'claim.document-requested',
      claimNumber: 'C1000001',
      requestedOn: '2026-11-22',
    } as const;
    const proof = await send({
      ...asked,
      id: nextId(),
      documentType: 'proof-of-birth',
      dueOn: '2026-12-04',
    });
    expect(proof.statusCode).toBe(200);
    expect((await claim('C1000001')).documentsNeeded).toContainEqual({
      documentType: 'proof-of-birth',
      requestedOn: '2026-11-22',
      dueOn: '2026-12-04',
    });

    const digest = await tableDigest(portal.database.db);
    const before = await digest();
    const certification = await send({
      ...asked,
      id: nextId(),
      documentType: 'medical-certification',
      dueOn: '2026-11-29',
    });
    expect(certification.statusCode).toBe(400);
    expect(certification.json()).toEqual({
      error: 'BAD_REQUEST',
      message:
        'A medical certification is due 15 calendar days after it is asked for: send no due date.',
    });
    const backwards = await send({
      ...asked,
      id: nextId(),
      documentType: 'other',
      dueOn: '2026-11-21',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      message: 'The due date is before the day the document was asked for.',
    });
    expect(await digest()).toEqual(before);
  });

  it('2560.503-1(f)(3): extends a disability decision twice by 30 days, with its reason', async () => {
    const memberId = await memberIdOf(portal.database.db, 'jroe2024');
    // Received at 9 p.m. on 11/22/2026 in Chicago: due 45 days later, 01/06/2027.
    const received = new Date('2026-11-23T03:00:00Z');
    const claimNumber = 'C1000301';
    await insertTestClaim(portal.database.db, memberId, {
      claimNumber,
      kind: 'disability',
      status: 'in-review',
      createdAt: received,
    });
    await insertTestClaim(portal.database.db, memberId, {
      claimNumber: 'C1000302',
      kind: 'leave',
      status: 'in-review',
      createdAt: received,
    });
    expect((await claim(claimNumber)).decision).toEqual({
      dueOn: '2027-01-06',
      extensionReason: null,
    });
    // 825.300(b)(1): the leave's notice, five business days after Sunday 11/22: Friday 11/27.
    expect((await claim('C1000302')).decision).toEqual({
      dueOn: '2026-11-27',
      extensionReason: null,
    });
    const extend = (number: string, reason: string) =>
      send({ id: nextId(), type: 'claim.decision-extended', claimNumber: number, reason });

    const first = await extend(claimNumber, 'We are waiting for records from your provider.');
    expect(first.statusCode).toBe(200);
    expect((await claim(claimNumber)).decision).toEqual({
      dueOn: '2027-02-05',
      extensionReason: 'We are waiting for records from your provider.',
    });
    const [notice] = await listMessages(portal.database.db, {
      to: 'john.roe@example.com',
      limit: 1,
    });
    expect(notice?.text).toContain(
      `${claimNumber}: We need more time to decide. A decision is now due by 02/05/2027.`,
    );
    // The reason may speak of health: the page says it, the e-mail never.
    expect(notice?.text).not.toContain('records from your provider');

    expect((await extend(claimNumber, 'An independent review is under way.')).statusCode).toBe(200);
    const twice = await claim(claimNumber);
    expect(twice.decision).toEqual({
      dueOn: '2027-03-07',
      extensionReason: 'An independent review is under way.',
    });
    expect(twice.timeline.map((entry) => entry.text)).toEqual(
      expect.arrayContaining([
        'We need more time to decide. A decision is now due by 02/05/2027.',
        'We need more time to decide. A decision is now due by 03/07/2027.',
      ]),
    );

    const digest = await tableDigest(portal.database.db);
    const before = await digest();
    const third = await extend(claimNumber, 'Once more.');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      message: 'The decision was extended twice already: it cannot be extended again.',
    });
    const leave = await extend('C1000302', 'Not for leave.');
    expect(leave.json()).toMatchObject({
      message: 'Only the decision on a disability claim can be extended.',
    });
    expect(await digest()).toEqual(before);
  });

  it('applies a decision the status allows, and refuses one it does not', async () => {
    const approve = await send({
      id: nextId(),
      type: 'claim.status',
      claimNumber: 'C1000001',
      event: 'approve',
    });
    expect(approve.statusCode).toBe(200);
    expect((await claim('C1000001')).status).toBe('approved');
    const withdraw = await send({
      id: nextId(),
      type: 'claim.status',
      claimNumber: 'C1000001',
      event: 'withdraw',
    });
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json()).toEqual({
      error: 'CONFLICT',
      message: "A claim that is Approved does not take 'withdraw'.",
    });
    const unknown = await send({
      id: nextId(),
      type: 'claim.status',
      claimNumber: 'C9999999',
      event: 'approve',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('records a payment, and a later word about the same payment updates it', async () => {
    const payment = {
      type: 'claim.payment' as const,
      claimNumber: 'C1000001',
      paymentId: 'pay-1',
      periodStart: '2026-11-13',
      periodEnd: '2026-11-19',
      grossCents: 120_000,
      deductionsCents: 9_180,
      payDate: '2026-11-26',
    };
    await send({ id: nextId(), ...payment, status: 'scheduled' });
    await send({ id: nextId(), ...payment, status: 'sent' });
    const payments = (await claim('C1000001')).payments.filter(
      (row) => row.periodStart === '2026-11-13',
    );
    expect(payments).toEqual([
      expect.objectContaining({ netCents: 110_820, status: 'sent', payDate: '2026-11-26' }),
    ]);
    const onLeave = await send({
      id: nextId(),
      ...payment,
      claimNumber: 'C1000002',
      status: 'sent',
    });
    expect(onLeave.statusCode).toBe(409);
  });

  it('refuses anything unsigned, signed wrong, too old or from the future, changing nothing', async () => {
    const digest = await tableDigest(portal.database.db);
    const before = await digest();
    const body = JSON.stringify({
      id: nextId(),
      type: 'claim.status',
      claimNumber: 'C1000002',
      event: 'approve',
    });
    const now = Math.floor(portal.clock.now().getTime() / 1000);
    const signedAt = (seconds: number, key = secret) => ({
      'content-type': 'application/json',
      [eventHeaders.timestamp]: String(seconds),
      [eventHeaders.signature]: claimsEventSignature(key, seconds, body),
    });
    const attempts = [
      { 'content-type': 'application/json' },
      signedAt(now, 'another-secret-of-32-characters-at-least'),
      signedAt(now - 301),
      signedAt(now + 301),
      { ...signedAt(now), [eventHeaders.timestamp]: String(now - 1) },
      { ...signedAt(now), [eventHeaders.signature]: 'a'.repeat(64) },
    ];
    for (const headers of attempts) {
      const answer = await post(body, headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        error: 'UNAUTHORIZED',
        message: 'The event is not signed, or not recently enough.',
      });
    }
    // A body changed after signing is not the body signed.
    const tampered = await post(body.replace('approve', 'deny'), signedAt(now));
    expect(tampered.statusCode).toBe(401);
    expect(await digest()).toEqual(before);

    const notJson = '{"id":';
    const broken = await post(notJson, signedEventHeaders(secret, notJson, portal.clock.now()));
    expect(broken.statusCode).toBe(400);
    expect((await post(body, signedAt(now - 299))).statusCode).toBe(200);
  });
});
