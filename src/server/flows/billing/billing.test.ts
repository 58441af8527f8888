// The employer's bills on the demo data (docs/product/billing.md and docs/product/demo-data.md),
// through the real app: Acme's invoices and their lines, payments and PDFs, Globex's past due one,
// and that nobody reads another client's bills or any bill without an employer login.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BillPaymentsAnswer,
  InvoiceDetail,
  InvoicesAnswer,
} from '#domain/billing/billing-answers';
import { payBillMessages } from '#domain/billing/pay-bill';
import { invoicePayments, invoices } from '#server/db/schema/billing';
import {
  acmeMonthLines,
  acmeMonthlyCents,
  billingApi,
  issueAcmeBill,
  payForm,
} from '#tests/support/billing-fixtures';
import { pdfTextOf } from '#tests/support/pdf-text';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { addGlobexEmployer } from '#tests/support/employer-kit';
import { loggedIn } from '#tests/support/log-in-kit';

describe.each(testEngines)("the employer's bills on %s", (engine) => {
  let portal: TestApp;
  let alex: TestBrowser;

  beforeAll(async () => {
    // The demo data loads on the test clock's day, 11/22/2026: November is the current month.
    portal = await startTestApp(engine);
    await addGlobexEmployer(portal.database.db);
    alex = await loggedIn(portal, 'acmehr');
  });
  afterAll(() => portal.close());

  it("lists Acme's invoices newest first: this month's open, the two before paid", async () => {
    const answer = (await alex.get(`${billingApi}/invoices`)).json() as InvoicesAnswer;
    expect(
      answer.invoices.map((invoice) => [
        invoice.invoiceNumber,
        invoice.periodStart,
        invoice.periodEnd,
        invoice.amountDueCents,
        invoice.dueOn,
        invoice.status,
        invoice.canPay,
      ]),
    ).toEqual([
      [
        'INV-100000001-202611',
        '2026-11-01',
        '2026-11-30',
        acmeMonthlyCents,
        '2026-12-15',
        'open',
        true,
      ],
      [
        'INV-100000001-202610',
        '2026-10-01',
        '2026-10-31',
        acmeMonthlyCents,
        '2026-11-15',
        'paid',
        false,
      ],
      [
        'INV-100000001-202609',
        '2026-09-01',
        '2026-09-30',
        acmeMonthlyCents,
        '2026-10-15',
        'paid',
        false,
      ],
    ]);
    expect(answer.invoices[0]?.lastPayment).toBeNull();
    expect(answer.invoices[1]?.lastPayment).toMatchObject({
      invoiceNumber: 'INV-100000001-202610',
      amountCents: acmeMonthlyCents,
      accountLast4: '6789',
      status: 'succeeded',
      hasReceipt: true,
    });
  });

  it("shows an invoice's detail: a line per plan, covered employees, volume, rate", async () => {
    const detail = (
      await alex.get(`${billingApi}/invoices/INV-100000001-202611`)
    ).json() as InvoiceDetail;
    expect(detail).toMatchObject({
      invoiceNumber: 'INV-100000001-202611',
      status: 'open',
      paidAt: null,
      payments: [],
      lines: acmeMonthLines.map(
        ([plan, coveredEmployees, volumeCents, rateMicrodollars, amountCents]) => ({
          kind: 'premium',
          plan,
          month: '2026-11',
          coveredEmployees,
          volumeCents,
          rateMicrodollars,
          monthlyRateCents: null,
          amountCents,
        }),
      ),
    });
    const paid = (
      await alex.get(`${billingApi}/invoices/INV-100000001-202610`)
    ).json() as InvoiceDetail;
    expect(paid.paidAt).toBe('2026-10-24T15:00:00.000Z');
    expect(paid.payments).toHaveLength(1);
  });

  it('reads an open bill after its due date as past due, and Globex has one', async () => {
    await issueAcmeBill(portal.database.db, '2026-06', portal.clock.now());
    const old = (
      await alex.get(`${billingApi}/invoices/INV-100000001-202606`)
    ).json() as InvoiceDetail;
    expect(old).toMatchObject({ dueOn: '2026-07-15', status: 'past-due', canPay: true });

    const gail = await loggedIn(portal, 'globexhr');
    const globex = (await gail.get(`${billingApi}/invoices`)).json() as InvoicesAnswer;
    expect(globex.invoices.map((invoice) => [invoice.invoiceNumber, invoice.status])).toEqual([
      ['INV-100000002-202610', 'past-due'],
    ]);
    // 4 employees x ($39.80 + $11.50).
    // Four members at $52,000: $2,400 of weekly benefits, 240 x $0.45 = $108.00, and
    // $200,000 of life, 200 x $0.15 = $30.00.
    expect(globex.invoices[0]?.amountDueCents).toBe(10_800 + 3_000);
  });

  it("answers another client's invoice and payment exactly like ones that do not exist", async () => {
    const gail = await loggedIn(portal, 'globexhr');
    const [paid] = ((await alex.get(`${billingApi}/payments`)).json() as BillPaymentsAnswer)
      .payments;
    const missing = { error: 'NOT_FOUND', message: 'There is no such address.' };
    for (const invoiceNumber of ['INV-100000001-202611', 'INV-100000001-209912']) {
      for (const path of ['', '/pdf']) {
        const answer = await gail.get(`${billingApi}/invoices/${invoiceNumber}${path}`);
        expect(answer.statusCode, path).toBe(404);
        expect(answer.json()).toEqual(missing);
      }
      const pay = await gail.post(`${billingApi}/invoices/${invoiceNumber}/pay`, {
        idempotencyKey: '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
        accountHolderName: 'Globex Logistics',
        routingNumber: '110000000',
        accountNumber: '000123456789',
        confirmAccountNumber: '000123456789',
      });
      expect(pay.statusCode).toBe(404);
      expect(pay.json()).toEqual(missing);
    }
    for (const paymentId of [paid?.id, '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10']) {
      const receipt = await gail.get(`${billingApi}/payments/${paymentId}/receipt`);
      expect(receipt.statusCode).toBe(404);
      expect(receipt.json()).toEqual(missing);
    }
    expect(
      ((await gail.get(`${billingApi}/payments`)).json() as BillPaymentsAnswer).payments,
    ).toEqual([]);
  });

  it("says Pay now's refusals in the language of the request", async () => {
    const pay = (form: object, headers: Record<string, string> = {}) =>
      alex.post(`${billingApi}/invoices/INV-100000001-202611/pay`, form, headers);
    const spanish = { 'accept-language': 'es' };
    const nameless = { ...payForm(), accountHolderName: '  ' };
    expect((await pay(nameless, spanish)).json()).toEqual({
      error: 'BAD_REQUEST',
      field: 'accountHolderName',
      message: 'Ingrese el nombre del titular de la cuenta.',
    });
    expect((await pay(nameless)).json()).toMatchObject({
      message: 'Please enter the name on the account.',
    });
    expect((await pay(payForm(), spanish)).json()).toEqual({
      error: 'UNAVAILABLE',
      message:
        'No pudimos comunicarnos con el banco, por lo que esta factura aún no está pagada. Vuelva a seleccionar Pagar ahora en unos minutos.',
    });
  });

  it('answers Pay now without a payment provider with 503, holding no place', async () => {
    const pay = await alex.post(`${billingApi}/invoices/INV-100000001-202611/pay`, payForm());
    expect(pay.statusCode).toBe(503);
    expect(pay.json()).toEqual({ error: 'UNAVAILABLE', message: payBillMessages.bankUnreachable });
    const [row] = await portal.database.db
      .select({ n: count() })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(eq(invoices.invoiceNumber, 'INV-100000001-202611'));
    expect(row?.n).toBe(0);
  });

  it('refuses every billing call without an employer login: 401, and no bill in the answer', async () => {
    const visitor = portal.browser({ address: '10.43.0.1' });
    await visitor.openPage();
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    for (const browser of [visitor, john]) {
      for (const path of [
        'invoices',
        'invoices/INV-100000001-202611',
        'invoices/INV-100000001-202611/pdf',
        'payments',
      ]) {
        const answer = await browser.get(`${billingApi}/${path}`);
        expect(answer.statusCode, path).toBe(401);
        expect(answer.body).not.toContain('INV-');
      }
      const pay = await browser.post(`${billingApi}/invoices/INV-100000001-202611/pay`, {});
      expect(pay.statusCode).toBe(401);
    }
  });

  it('downloads an invoice as a PDF that says its number, lines and amount due', async () => {
    const answer = await alex.get(`${billingApi}/invoices/INV-100000001-202611/pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="INV-100000001-202611.pdf"',
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const text = await pdfTextOf(answer.rawPayload);
    expect(text).toContain('Invoice INV-100000001-202611');
    expect(text).toContain('Billed to: Acme Manufacturing (client 100000001)');
    expect(text).toContain('Period: 11/01/2026 to 11/30/2026');
    expect(text).toContain('Due date: 12/15/2026');
    expect(text).toContain('Coverage Covered\nemployees\nVolume Rate Amount');
    expect(text).toContain(
      'Short-term disability 4 $3,000 $0.45 per $10 of weekly\nbenefit, a month\n$135.00',
    );
    expect(text).toContain(
      'Basic life and AD&D 4 $200,000 $0.15 per $1,000 of\ncoverage, a month\n$30.00',
    );
    expect(text).toContain('Amount due $267.33');
  });

  it("dates an invoice's issue on the portal's day: 8 p.m. in Chicago is not tomorrow", async () => {
    // Issued at 02:00 UTC on 05/01/2026, 9 p.m. on 04/30/2026 in Chicago (CDT).
    const number = await issueAcmeBill(
      portal.database.db,
      '2026-04',
      new Date('2026-05-01T02:00:00Z'),
    );
    const answer = await alex.get(`${billingApi}/invoices/${number}/pdf`);
    const text = await pdfTextOf(answer.rawPayload);
    expect(text).toContain('Issued: 04/30/2026');
  });

  it('lists the payment history newest first, with a receipt PDF of each that succeeded', async () => {
    const { payments } = (await alex.get(`${billingApi}/payments`)).json() as BillPaymentsAnswer;
    expect(payments.map((payment) => [payment.invoiceNumber, payment.status])).toEqual([
      ['INV-100000001-202610', 'succeeded'],
      ['INV-100000001-202609', 'succeeded'],
    ]);
    const receipt = await alex.get(`${billingApi}/payments/${payments[0]?.id}/receipt`);
    expect(receipt.headers['content-disposition']).toBe(
      'attachment; filename="receipt-INV-100000001-202610.pdf"',
    );
    const text = await pdfTextOf(receipt.rawPayload);
    expect(text).toContain('Payment receipt');
    expect(text).toContain('Invoice: INV-100000001-202610');
    expect(text).toContain('Amount paid: $267.33');
    expect(text).toContain('Paid on: 10/24/2026');
    expect(text).toContain('account ••••6789');
  });

  it('writes the invoice and the receipt in Spanish for a Spanish browser, dates and money alike', async () => {
    const spanish = { 'accept-language': 'es' };
    const invoice = await alex.get(`${billingApi}/invoices/INV-100000001-202611/pdf`, spanish);
    const text = await pdfTextOf(invoice.rawPayload);
    expect(text).toContain('Factura INV-100000001-202611');
    expect(text).toContain('Facturado a: Acme Manufacturing (cliente 100000001)');
    expect(text).toContain('Período: del 11/01/2026 al 11/30/2026');
    expect(text).toContain('Fecha de vencimiento: 12/15/2026');
    expect(text).toContain('Cobertura Empleados\ncubiertos\nVolumen Tarifa Monto');
    expect(text).toContain(
      'Vida básica y AD&D 4 $200,000 $0.15 por cada $1,000\nde cobertura, al mes\n$30.00',
    );
    expect(text).toContain('Monto adeudado $267.33');
    expect(text).not.toContain('Amount due');

    const { payments } = (await alex.get(`${billingApi}/payments`)).json() as BillPaymentsAnswer;
    const receipt = await alex.get(`${billingApi}/payments/${payments[0]?.id}/receipt`, spanish);
    const receiptText = await pdfTextOf(receipt.rawPayload);
    expect(receiptText).toContain('Recibo de pago');
    expect(receiptText).toContain('Monto pagado: $267.33');
    expect(receiptText).toContain('Fecha de pago: 10/24/2026');
    expect(receiptText).toContain('cuenta ••••6789');
    expect(receiptText).toContain('Gracias por su pago.');
  });
});
