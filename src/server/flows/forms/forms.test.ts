// The forms on the demo data (docs/product/coverage.md#forms-and-documents), through the real app:
// each a PDF whose fillable fields a reader finds, John's name filled in, the claim number of his
// own claim when asked, and nobody else's claim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFields, formIds } from '#domain/forms/forms-catalog';
import { insertTestClaim, memberIdOfEmail } from '#tests/support/claim-fixtures';
import { loggedIn } from '#tests/support/log-in-kit';
import { pdfFormFields, pdfTextOf } from '#tests/support/pdf-text';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const api = '/auth/employee-benefits/api/forms';

describe.each(testEngines)('the forms on %s', (engine) => {
  let portal: TestApp;
  let john: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
  });
  afterAll(() => portal.close());

  it('makes each form with his name filled in and an empty field for each thing it asks', async () => {
    for (const id of formIds) {
      const answer = await john.get(`${api}/${id}.pdf`);
      expect(answer.statusCode, id).toBe(200);
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="${id}.pdf"`);
      const fields = await pdfFormFields(answer.rawPayload);
      expect(Object.keys(fields).sort(), id).toEqual(
        ['memberName', 'claimNumber', ...formFields[id]].sort(),
      );
      expect(fields.memberName).toBe('John Roe');
      expect(fields.claimNumber).toBe('');
      for (const name of formFields[id]) expect(fields[name], `${id} ${name}`).toBe('');
    }
  });

  it('fills in the number of his own claim, and says how to send the form back', async () => {
    const answer = await john.get(`${api}/fmla-own-health.pdf?claim=C1000002`);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="fmla-own-health-C1000002.pdf"',
    );
    expect(await pdfFormFields(answer.rawPayload)).toMatchObject({
      memberName: 'John Roe',
      claimNumber: 'C1000002',
    });
    // The title is longer than a line: read the words whatever line they fall on.
    const text = (await pdfTextOf(answer.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Certification of health care provider for your own serious health condition (FMLA)',
    );
    expect(text).toContain('Date the condition began');
    expect(text).toContain('/auth/employee-benefits/documents');
  });

  it('writes the labels in Spanish for a Spanish browser; the fields keep their names', async () => {
    const answer = await john.get(`${api}/direct-deposit.pdf`, { 'accept-language': 'es' });
    expect(await pdfTextOf(answer.rawPayload)).toContain('Autorización de depósito directo');
    expect(await pdfTextOf(answer.rawPayload)).toContain('Número de ruta bancaria');
    expect(Object.keys(await pdfFormFields(answer.rawPayload))).toContain('routingNumber');
  });

  it("answers another person's claim, a claim that does not exist and an unknown form alike: 404", async () => {
    const jane = await memberIdOfEmail(portal.database.db, 'jane.doe@example.com');
    await insertTestClaim(portal.database.db, jane, { claimNumber: 'C8400001' });
    const hers = await john.get(`${api}/direct-deposit.pdf?claim=C8400001`);
    const missing = await john.get(`${api}/direct-deposit.pdf?claim=C9999999`);
    expect(missing.statusCode).toBe(404);
    expect(hers.statusCode).toBe(404);
    expect(hers.body).toBe(missing.body);
    const unknown = await john.get(`${api}/no-such-form.pdf`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(missing.body);
    const alex = await loggedIn(portal, 'acmehr');
    expect((await alex.get(`${api}/direct-deposit.pdf`)).statusCode).toBe(401);
  });
});
