// The development claims desk (docs/product/claims.md#the-claims-system): each button posts the
// signed event the claims system would send, and the claim changes as it would; the page is a
// development tool and its POST a state change like any other (CSRF token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { demoPassword } from '#server/dev/demo/demo-data';
import { insertTestClaim, memberIdOf } from '#tests/support/claim-fixtures';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { confirmItsYou } from '#tests/support/log-in-kit';

const deskPath = '/auth/dev/claims-desk';
const claimApi = (claimNumber: string) => `/auth/employee-benefits/api/claims/${claimNumber}`;

describe('the claims desk', () => {
  let portal: TestApp;
  let examiner: TestBrowser;
  let john: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp('pglite');
    examiner = portal.browser({ address: '10.12.0.1' });
    await examiner.openPage(deskPath);
    john = portal.browser({ address: '10.12.0.2' });
    await john.openPage();
    await john.post('/auth/employee-benefits/loginCredentials', {
      userName: 'jroe2024',
      password: demoPassword,
    });
    await john.openPage('/auth/employee-benefits/account');
    await confirmItsYou(john, 'employee-benefits');
  });
  afterAll(() => portal.close());

  const act = (claimNumber: string, action: string) =>
    examiner.post(`${deskPath}/events`, { claimNumber, action });
  const claim = async (claimNumber: string) =>
    (await john.get(claimApi(claimNumber))).json() as ClaimDetail;

  it("is a page under the portal's CSP: its own script and style, the session's token", async () => {
    const page = await examiner.get(deskPath, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Claims desk</h1>');
    expect(page.body).toContain('<label for="claim-number">Claim number</label>');
    for (const label of [
      'Approve',
      'Deny',
      'Ask for a document',
      'Ask for a return-to-work note',
      'Extend the decision',
      'Issue a payment',
    ]) {
      expect(page.body).toContain(`>${label}</button>`);
    }
    expect(page.body).toContain(`<meta name="_csrf" content="${examiner.csrfToken}">`);
    expect(page.body).not.toMatch(/<script>|<style>| style=| on\w+=/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await examiner.get(`${deskPath}.js`);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('meta[name="_csrf"]');
    const style = await examiner.get(`${deskPath}.css`);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('lists the decisions due, overdue first, and extends one by 30 days', async () => {
    const memberId = await memberIdOf(portal.database.db, 'jroe2024');
    // The test clock reads 11/22/2026. A leave received 11/09 had its notice due 11/16: overdue.
    // A disability claim received 11/20 is due 01/04/2027.
    await insertTestClaim(portal.database.db, memberId, {
      claimNumber: 'C1000401',
      kind: 'disability',
      status: 'submitted',
      createdAt: new Date('2026-11-20T15:00:00Z'),
    });
    await insertTestClaim(portal.database.db, memberId, {
      claimNumber: 'C1000402',
      kind: 'leave',
      status: 'in-review',
      createdAt: new Date('2026-11-09T15:00:00Z'),
    });
    const rows = async () => {
      const page = await examiner.get(deskPath, { accept: 'text/html' });
      const table = /<h2 id="decisions-heading">[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page.body);
      return [...(table?.[1] ?? '').matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
        (row[1] ?? '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    };
    const listed = await rows();
    const leave = listed.indexOf('C1000402 Family medical leave In review 11/16/2026 Overdue');
    const disability = listed.indexOf('C1000401 Short-term disability Submitted 01/04/2027');
    expect(leave).toBeGreaterThanOrEqual(0);
    expect(disability).toBeGreaterThan(leave);

    const extended = await act('C1000401', 'extend');
    expect(extended.json()).toMatchObject({
      posted: {
        type: 'claim.decision-extended',
        claimNumber: 'C1000401',
        reason: 'We are waiting for records from your provider.',
      },
      answer: { statusCode: 200 },
    });
    expect((await claim('C1000401')).decision).toEqual({
      dueOn: '2027-02-03',
      extensionReason: 'We are waiting for records from your provider.',
    });
    expect(await rows()).toContain('C1000401 Short-term disability Submitted 02/03/2027');
  });

  it('approves a submitted claim, and says when the status does not allow it', async () => {
    const memberId = await memberIdOf(portal.database.db, 'jroe2024');
    await insertTestClaim(portal.database.db, memberId, {
      claimNumber: 'C1000101',
      kind: 'disability',
      status: 'submitted',
    });
    const approved = await act('C1000101', 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      posted: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'claim.status',
        claimNumber: 'C1000101',
        event: 'approve',
      },
      answer: { statusCode: 200, body: { duplicate: false } },
    });
    expect((await claim('C1000101')).status).toBe('approved');

    const again = await act('C1000101', 'approve');
    expect(again.json().answer).toEqual({
      statusCode: 409,
      body: { error: 'CONFLICT', message: "A claim that is Approved does not take 'approve'." },
    });
    expect(again.json().posted.id).not.toBe(approved.json().posted.id);
  });

  it('denies a claim', async () => {
    const memberId = await memberIdOf(portal.database.db, 'jroe2024');
    await insertTestClaim(portal.database.db, memberId, {
      claimNumber: 'C1000102',
      status: 'in-review',
    });
    expect((await act('C1000102', 'deny')).json().answer.statusCode).toBe(200);
    expect((await claim('C1000102')).status).toBe('denied');
  });

  it('asks for a medical certification, due 15 days later', async () => {
    const asked = await act('C1000002', 'ask-document');
    expect(asked.json()).toMatchObject({
      posted: {
        type: 'claim.document-requested',
        documentType: 'medical-certification',
        requestedOn: '2026-11-22',
      },
      answer: { statusCode: 200 },
    });
    expect((await claim('C1000002')).documentsNeeded).toContainEqual({
      documentType: 'medical-certification',
      requestedOn: '2026-11-22',
      dueOn: '2026-12-07',
    });
  });

  it("issues John's next weekly payment: $1,200 gross, $91.80 withheld, sent today", async () => {
    const paid = await act('C1000001', 'pay');
    expect(paid.json().answer).toEqual({ statusCode: 200, body: { duplicate: false } });
    expect(paid.json().posted.type).toBe('claim.payment');
    // The demo's last period ended 11 days before it loaded.
    expect((await claim('C1000001')).payments).toContainEqual(
      expect.objectContaining({
        periodStart: '2026-11-12',
        periodEnd: '2026-11-18',
        grossCents: 120_000,
        deductionsCents: 9_180,
        netCents: 110_820,
        payDate: '2026-11-22',
        status: 'sent',
      }),
    );
    // The next one pays the week after.
    const next = await act('C1000001', 'pay');
    expect(next.json().posted).toMatchObject({ periodStart: '2026-11-19' });
  });

  it("shows the events route's 404 for a claim the portal does not have", async () => {
    const unknown = await act('C9999999', 'approve');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().answer).toEqual({
      statusCode: 404,
      body: { error: 'NOT_FOUND', message: 'There is no claim with this number.' },
    });
  });

  it('refuses a claim number that is not C and 7 digits, or an action it does not know', async () => {
    const bad = await act('1000001', 'approve');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'claimNumber: Enter a claim number: C and 7 digits, like C1000001.',
      field: 'claimNumber',
    });
    const action = await act('C1000001', 'close');
    expect(action.statusCode).toBe(400);
    expect(action.json().field).toBe('action');
  });

  it('refuses a post without the CSRF token, or without a session, changing nothing', async () => {
    const before = await claim('C1000001');
    const noToken = portal.browser({ address: '10.12.0.3' });
    await noToken.openPage(deskPath);
    noToken.csrfToken = undefined;
    const refused = await noToken.post(`${deskPath}/events`, {
      claimNumber: 'C1000001',
      action: 'pay',
    });
    expect(refused.statusCode).toBe(403);
    const stranger = portal.browser({ address: '10.12.0.4' });
    const noSession = await stranger.post(`${deskPath}/events`, {
      claimNumber: 'C1000001',
      action: 'pay',
    });
    expect(noSession.statusCode).toBe(403);
    expect((await claim('C1000001')).payments).toEqual(before.payments);
  });
});

describe('the claims desk without DEV_OUTBOX', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp('pglite', { env: { DEV_OUTBOX: 'false' }, demoData: false });
  });
  afterAll(() => portal.close());

  it('is not there', async () => {
    const browser = portal.browser();
    await browser.openPage();
    for (const path of [`${deskPath}.js`, `${deskPath}.css`]) {
      expect((await browser.get(path)).statusCode).toBe(404);
    }
    // A page address the portal does not have is the web app's page (its router says 404).
    expect((await browser.get(deskPath, { accept: 'text/html' })).body).not.toContain(
      'Claims desk',
    );
    const post = await browser.post(`${deskPath}/events`, {
      claimNumber: 'C1000001',
      action: 'approve',
    });
    expect(post.statusCode).toBe(404);
  });
});
