// 'Bills and payments': the invoices newest first with their details and PDFs, 'Pay this
// bill' with its field messages, one Pay now per click, the wait while the bank processes,
// and the bank's answer said.

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type {
  BillPaymentsAnswer,
  InvoiceDetail,
  InvoiceLineAnswer,
  InvoiceSummary,
} from '#domain/billing/billing-answers';
import { payBillMessages } from '#domain/billing/pay-bill';
import { showLanguage } from '#web/language/language-store.ts';
import {
  later,
  openApp,
  resetBrowserSession,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import { billingPolling } from './billing-page.tsx';

const api = 'employers/api/billing';
const address = '/auth/employers/billing';

const open: InvoiceSummary = {
  invoiceNumber: 'INV-100000001-202611',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  amountDueCents: 23_087,
  dueOn: '2026-12-15',
  status: 'open',
  canPay: true,
  lastPayment: null,
};
const paidPayment = {
  id: 'p-1',
  invoiceNumber: 'INV-100000001-202610',
  amountCents: 23_087,
  accountLast4: '6789',
  status: 'succeeded' as const,
  failureMessage: null,
  createdAt: '2026-10-21T15:00:00.000Z',
  settledAt: '2026-10-24T15:00:00.000Z',
  hasReceipt: true,
};
const paid: InvoiceSummary = {
  ...open,
  invoiceNumber: 'INV-100000001-202610',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  dueOn: '2026-11-15',
  status: 'paid',
  canPay: false,
  lastPayment: paidPayment,
};
const line = (
  plan: InvoiceLineAnswer['plan'],
  coveredEmployees: number,
  volumeCents: number,
  rateMicrodollars: number,
  amountCents: number,
): InvoiceLineAnswer => ({
  kind: 'premium',
  plan,
  month: '2026-11',
  coveredEmployees,
  volumeCents,
  rateMicrodollars,
  monthlyRateCents: null,
  amountCents,
});
const detailOf = (
  invoice: InvoiceSummary,
  changes: Partial<InvoiceDetail> = {},
): InvoiceDetail => ({
  ...invoice,
  issuedAt: `${invoice.periodStart}T09:00:00.000Z`,
  paidAt: null,
  // $0.45 per $10 of weekly benefit on $2,400; $0.38 per $100 on $17,333.32 of monthly
  // earnings; $0.15 per $1,000 on $200,000; and October charged for a hire recorded late.
  lines: [
    line('short-term-disability', 4, 240_000, 450_000, 10_800),
    line('long-term-disability', 4, 1_733_332, 380_000, 6_587),
    line('basic-life', 4, 20_000_000, 150_000, 3_000),
    {
      ...line('short-term-disability', 1, 60_000, 450_000, 2_700),
      kind: 'adjustment',
      month: '2026-10',
    },
  ],
  payments: invoice.lastPayment ? [invoice.lastPayment] : [],
  ...changes,
});
const processingPayment = {
  ...paidPayment,
  id: 'p-2',
  invoiceNumber: open.invoiceNumber,
  status: 'processing' as const,
  settledAt: null,
  hasReceipt: false,
};
const processing = detailOf({
  ...open,
  status: 'processing',
  canPay: false,
  lastPayment: processingPayment,
});
const history: BillPaymentsAnswer = { payments: [paidPayment] };

beforeEach(() => {
  resetBrowserSession();
  billingPolling.intervalMs = 20;
});
afterEach(() => {
  billingPolling.intervalMs = 2_000;
});

const card = (number: string) => screen.getByRole('article', { name: number });

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  account = '000123456789',
  confirm = account,
) {
  const form = screen.getByRole('region', { name: 'Pay this bill' });
  await user.type(within(form).getByLabelText('Name on the account'), 'Acme Manufacturing');
  await user.type(within(form).getByLabelText('Routing number'), '110000000');
  await user.type(within(form).getByLabelText('Account number'), account);
  await user.type(within(form).getByLabelText('Confirm account number'), confirm);
  return form;
}

describe('Bills and payments', () => {
  test('lists the invoices newest first with their facts, PDFs and the payment history', async () => {
    serverAnswers({
      [`GET ${api}/invoices`]: { invoices: [open, paid] },
      [`GET ${api}/payments`]: history,
    });
    const { container } = await openApp(address);
    expect(screen.getByRole('heading', { level: 1, name: 'Bills and payments' })).toBeVisible();
    expect(document.title).toBe('Bills and payments');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'INV-100000001-202611',
      'INV-100000001-202610',
    ]);
    const current = card('INV-100000001-202611');
    for (const text of ['11/01/2026 to 11/30/2026', '$230.87', '12/15/2026', 'Open']) {
      expect(within(current).getByText(text)).toBeVisible();
    }
    expect(
      within(current).getByRole('link', { name: 'Download INV-100000001-202611 as PDF' }),
    ).toHaveAttribute('href', '/auth/employers/api/billing/invoices/INV-100000001-202611/pdf');
    expect(within(current).getByRole('button', { name: 'Pay this bill' })).toBeVisible();
    expect(within(card('INV-100000001-202610')).getByText('Paid')).toBeVisible();
    expect(
      within(card('INV-100000001-202610')).queryByRole('button', { name: 'Pay this bill' }),
    ).toBeNull();

    const payments = await screen.findByRole('table', { name: 'Payments, newest first' });
    expect(within(payments).getByText('••••6789')).toBeVisible();
    expect(
      within(payments).getByRole('link', { name: 'Receipt of INV-100000001-202610 (PDF)' }),
    ).toHaveAttribute('href', '/auth/employers/api/billing/payments/p-1/receipt');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('speaks Spanish: bills, their statuses, Pay this bill and its messages, and payments', async () => {
    const user = userEvent.setup();
    serverAnswers({
      [`GET ${api}/invoices`]: { invoices: [open, paid] },
      [`GET ${api}/payments`]: history,
    });
    await act(() => showLanguage('es'));
    await openApp(address);
    expect(screen.getByRole('heading', { level: 1, name: 'Facturas y pagos' })).toBeVisible();
    const openCard = await screen.findByRole('article', { name: open.invoiceNumber });
    expect(within(openCard).getByText('Abierta')).toBeVisible();
    expect(within(card(paid.invoiceNumber)).getByText('Pagada')).toBeVisible();
    const payments = await screen.findByRole('table', {
      name: 'Pagos, del más reciente al más antiguo',
    });
    expect(within(payments).getByRole('columnheader', { name: 'Fecha' })).toBeVisible();
    expect(within(payments).getByRole('cell', { name: 'Pagado' })).toBeVisible();

    await user.click(
      within(card(open.invoiceNumber)).getByRole('button', { name: 'Pagar esta factura' }),
    );
    const form = screen.getByRole('region', { name: 'Pagar esta factura' });
    await user.click(within(form).getByRole('button', { name: 'Pagar ahora' }));
    expect(
      within(form).getByLabelText('Nombre del titular de la cuenta'),
    ).toHaveAccessibleDescription('Ingrese el nombre del titular de la cuenta.');
  });

  test("shows an invoice's detail on request: a line per coverage", async () => {
    const user = userEvent.setup();
    serverAnswers({
      [`GET ${api}/invoices`]: { invoices: [open] },
      [`GET ${api}/payments`]: { payments: [] },
      [`GET ${api}/invoices/INV-100000001-202611`]: detailOf(open),
    });
    const { container } = await openApp(address);
    const toggle = await screen.findByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = await screen.findByRole('table', { name: 'Details of INV-100000001-202611' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CoverageCovered employeesVolumeRateAmount',
      'Short-term disability4$2,400$0.45 per $10 of weekly benefit, a month$108.00',
      'Long-term disability4$17,333.32$0.38 per $100 of covered monthly earnings, a month$65.87',
      'Basic life and AD&D4$200,000$0.15 per $1,000 of coverage, a month$30.00',
      'Adjustment: Short-term disability, October 20261$600$0.45 per $10 of weekly benefit, a month$27.00',
      'Amount due$230.87',
    ]);
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('You have not paid a bill online yet.')).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('ties each message to its field, focuses the first, and sends nothing until all are good', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`GET ${api}/invoices`]: { invoices: [open] },
      [`GET ${api}/payments`]: { payments: [] },
    });
    const { container } = await openApp(address);
    await user.click(await screen.findByRole('button', { name: 'Pay this bill' }));
    const form = screen.getByRole('region', { name: 'Pay this bill' });
    expect(within(form).getByLabelText('Name on the account')).toHaveFocus();
    expect(
      within(form).getByText(/you authorize .* to debit the bank account above once/),
    ).toBeVisible();
    await user.type(within(form).getByLabelText('Routing number'), '123456789');
    await user.type(within(form).getByLabelText('Account number'), '000123456789');
    await user.type(within(form).getByLabelText('Confirm account number'), '000123456788');
    await user.click(within(form).getByRole('button', { name: 'Pay now' }));

    const name = within(form).getByLabelText('Name on the account');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Please enter the name on the account.');
    expect(within(form).getByLabelText('Routing number')).toHaveAccessibleDescription(
      '9 digits Please enter a valid 9-digit routing number.',
    );
    expect(within(form).getByLabelText('Confirm account number')).toHaveAccessibleDescription(
      'Account numbers entered do not match.',
    );
    expect(server.callsTo(`${api}/invoices/INV-100000001-202611/pay`)).toHaveLength(0);
    expect((await axe.run(container)).violations).toEqual([]);

    // The messages follow the typing from now on.
    await user.type(name, 'Acme');
    expect(name).not.toHaveAccessibleDescription();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Pay this bill' })).toBeNull();
  });

  test('pays once however often Pay now is clicked, shows Processing, then Paid by itself', async () => {
    const user = userEvent.setup();
    const answer = later();
    const server = serverAnswers({
      [`GET ${api}/invoices`]: [
        { invoices: [open] },
        { invoices: [processing] },
        {
          invoices: [
            {
              ...processing,
              status: 'paid',
              lastPayment: { ...processingPayment, status: 'succeeded', hasReceipt: true },
            },
          ],
        },
      ],
      [`GET ${api}/payments`]: { payments: [] },
      [`POST ${api}/invoices/INV-100000001-202611/pay`]: () => answer.promise,
    });
    await openApp(address);
    await user.click(await screen.findByRole('button', { name: 'Pay this bill' }));
    const form = await fillIn(user);
    const payNow = within(form).getByRole('button', { name: 'Pay now' });
    await user.click(payNow);
    await user.click(payNow);
    expect(payNow).toBeDisabled();
    answer.resolve(processing);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your payment of INV-100000001-202611 is processing.',
      ),
    );
    const [call, ...more] = server.callsTo(`${api}/invoices/INV-100000001-202611/pay`);
    expect(more).toEqual([]);
    expect(call?.body).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      accountHolderName: 'Acme Manufacturing',
      routingNumber: '110000000',
      accountNumber: '000123456789',
      confirmAccountNumber: '000123456789',
    });
    expect(within(card('INV-100000001-202611')).getByText('Processing')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pay this bill' })).toBeNull();

    await waitFor(() =>
      expect(within(card('INV-100000001-202611')).getByText('Paid')).toBeVisible(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('INV-100000001-202611 is paid.');
    // Nothing of the account was kept in the browser's storage.
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('000123456789');
  });

  test("says the bank's reason when a payment fails, and the bill may be paid again", async () => {
    const failedPayment = {
      ...processingPayment,
      status: 'failed' as const,
      failureMessage: 'The bank account has insufficient funds.',
      settledAt: '2026-11-26T15:00:00.000Z',
    };
    serverAnswers({
      [`GET ${api}/invoices`]: [
        { invoices: [processing] },
        { invoices: [{ ...open, status: 'payment-failed', lastPayment: failedPayment }] },
      ],
      [`GET ${api}/payments`]: { payments: [failedPayment] },
    });
    await openApp(address);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your payment of INV-100000001-202611 failed: The bank account has insufficient funds.',
      ),
    );
    const current = card('INV-100000001-202611');
    expect(within(current).getByText('Payment failed')).toBeVisible();
    expect(within(current).getByText(/The bank account has insufficient funds\.$/)).toBeVisible();
    expect(within(current).getByRole('button', { name: 'Pay this bill' })).toBeVisible();
  });

  test('keeps the Pay now after the bank could not be reached: sent again, it has the same key', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`GET ${api}/invoices`]: { invoices: [open] },
      [`GET ${api}/payments`]: { payments: [] },
      [`POST ${api}/invoices/INV-100000001-202611/pay`]: [
        {
          httpStatus: 503,
          body: { error: 'UNAVAILABLE', message: payBillMessages.bankUnreachable },
        },
        processing,
      ],
    });
    await openApp(address);
    await user.click(await screen.findByRole('button', { name: 'Pay this bill' }));
    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(payBillMessages.bankUnreachable),
    );
    await user.click(within(form).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('is processing'));
    const [first, second] = server.callsTo(`${api}/invoices/INV-100000001-202611/pay`);
    expect((second?.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (first?.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  test('sends a visitor without an employer login to the employer login', async () => {
    serverAnswers({
      [`GET ${api}/invoices`]: { httpStatus: 401 },
      [`GET ${api}/payments`]: { httpStatus: 401 },
    });
    await openApp(address);
    await waitFor(() => expect(window.location.pathname).toBe('/auth/employers/login'));
  });
});
