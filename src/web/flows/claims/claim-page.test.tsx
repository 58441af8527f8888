// A claim's page: its details, when a decision is due, status history, documents, for leave the
// balance and the time report, for disability the payments and the estimate, withdraw.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import {
  claimAddress,
  claimPath,
  detail,
  disability,
  leave,
  openClaim,
  section,
} from '#tests/support/web/claim-page-kit';
import { later, resetBrowserSession, serverAnswers } from '#tests/support/web/flow-test-kit';
import { claimActionsText } from './claim-actions.tsx';
import { leaveTimeText } from '#domain/claims/leave-time';
import './claims-screens.tsx';

beforeEach(() => {
  resetBrowserSession();
});

describe("a disability claim's page", () => {
  test('the kind and number, the status and the details, the account masked', async () => {
    serverAnswers({ [`GET ${claimPath('C1000001')}`]: disability });
    await openClaim(disability);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Short-term disability C1000001' }),
    ).toBeVisible();
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: In review');
    // Extended once: the new date and the reason the claims system gave.
    expect(screen.getByText(/^Decision due by/)).toHaveTextContent(
      'Decision due by 11/24/2026 We need more time to decide: We are waiting for records from your provider.',
    );
    expect(detail('First day of absence')).toBe('10/10/2026');
    expect(detail('Expected return to work')).toBe('12/31/2026');
    expect(detail('Schedule')).toBe('Continuous');
    expect(detail('Provider name')).toBe('Dr. Ada Byron');
    expect(detail('Condition category')).toBe('Surgery');
    expect(detail('Is this related to your work?')).toBe('No');
    expect(detail('Payment method')).toBe('Direct deposit, account ••••6789');
    expect(within(section('Details')).getByRole('link', { name: 'C1000002' })).toHaveAttribute(
      'href',
      claimAddress('C1000002'),
    );
  });

  test('the status history with dates, and the documents needed and sent', async () => {
    serverAnswers({ [`GET ${claimPath('C1000001')}`]: disability });
    await openClaim(disability);

    expect(
      within(section('Status history'))
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['10/11/2026 Submitted', '10/13/2026 In review']);
    const needed = within(section('Documents we need')).getAllByRole('listitem');
    expect(needed.map((item) => item.textContent)).toEqual([
      'Medical certification, due 10/28/2026 · Get the form: Attending physician statement',
      'Medical certification, due 11/04/2026',
    ]);
    expect(
      within(section('Documents we need')).getByRole('link', { name: 'Upload documents' }),
    ).toHaveAttribute('href', '/auth/employee-benefits/documents?claim=C1000001');
    expect(within(section('Documents you sent')).getByRole('listitem')).toHaveTextContent(
      'Return-to-work note: note.pdf, received 10/14/2026',
    );
    // The form a medical certification is made with, once; each document sent, a download.
    const form = within(section('Documents we need')).getByRole('link', { name: /^Get the form/ });
    expect(form).toHaveAccessibleName('Get the form: Attending physician statement');
    expect(form.getAttribute('href')).toMatch(
      /attending-physician-statement\.pdf\?claim=C1000001$/,
    );
    const download = within(section('Documents you sent')).getByRole('link', { name: 'note.pdf' });
    expect(download).toHaveAttribute('href', '/auth/employee-benefits/api/documents/d1');
    expect(download).toHaveAttribute('download', 'note.pdf');
  });

  test("a document sent whose copy is damaged: the server's sentence, nothing saved", async () => {
    const user = userEvent.setup();
    const sentence =
      'We cannot give you this document: our copy of it is damaged. Please send it to us again.';
    serverAnswers({
      [`GET ${claimPath('C1000001')}`]: disability,
      'GET employee-benefits/api/documents/d1': {
        httpStatus: 500,
        body: { error: 'DOCUMENT_DAMAGED', message: sentence },
      },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await openClaim(disability);
    await user.click(within(section('Documents you sent')).getByRole('link', { name: 'note.pdf' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(sentence));
    expect(click).not.toHaveBeenCalled();
  });

  test('the payments table and the estimate, labelled as one', async () => {
    serverAnswers({ [`GET ${claimPath('C1000001')}`]: disability });
    await openClaim(disability);

    const payments = within(section('Payments')).getByRole('table');
    expect(
      within(payments)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Period', 'Gross', 'Deductions', 'Net', 'Date sent', 'Status']);
    const cells = within(payments).getAllByRole('row')[1]!.querySelectorAll('th, td');
    expect([...cells].map((cell) => cell.textContent)).toEqual([
      '10/17/2026 to 10/23/2026',
      '$1,500.00',
      '$114.75',
      '$1,385.25',
      '10/26/2026',
      'Sent to bank',
    ]);
    const estimate = section('Estimated benefit');
    expect(within(estimate).getByText(/This is an estimate, not a payment/)).toBeVisible();
    expect(within(estimate).getByText(/Estimated weekly benefit/)).toHaveTextContent(
      'Estimated weekly benefit: $1,500.00',
    );
    expect(
      within(estimate).getByRole('table', { name: 'Estimated weekly payments' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Report time taken' })).toBeNull();
  });

  test('Withdraw this request: asked first, then withdrawn, the new status said', async () => {
    const user = userEvent.setup();
    const answer = later();
    const server = serverAnswers({
      [`GET ${claimPath('C1000001')}`]: disability,
      [`POST ${claimPath('C1000001')}/withdraw`]: () => answer.promise,
    });
    await openClaim(disability);

    await user.click(screen.getByRole('button', { name: 'Withdraw this request' }));
    expect(screen.getByText(claimActionsText.withdrawQuestion.defaultMessage)).toHaveFocus();
    expect(server.callsTo(`${claimPath('C1000001')}/withdraw`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep this request' }));
    expect(screen.getByRole('button', { name: 'Withdraw this request' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Withdraw this request' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw this request' }));
    expect(screen.getByRole('button', { name: 'Yes, withdraw this request' })).toBeDisabled();
    answer.resolve({
      ...disability,
      status: 'withdrawn',
      canWithdraw: false,
      decision: null,
      timeline: [...disability.timeline, { at: '2026-11-24T10:00:00.000Z', text: 'Withdrawn' }],
    });

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request was withdrawn. Its status is now Withdrawn.',
    );
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Withdrawn');
    // Nothing is left to decide.
    expect(screen.queryByText(/^Decision due by/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw this request' })).toBeNull();
    expect(server.callsTo(`${claimPath('C1000001')}/withdraw`)).toHaveLength(1);
  });

  test('has no accessibility violations', async () => {
    serverAnswers({ [`GET ${claimPath('C1000001')}`]: disability });
    const { container } = await openClaim(disability);

    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe("a leave's page", () => {
  test('the balance, the time reported, no payments and no withdraw', async () => {
    serverAnswers({ [`GET ${claimPath('C1000002')}`]: leave });
    await openClaim(leave);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Family medical leave C1000002' }),
    ).toBeVisible();
    expect(screen.getByText(/^Decision due by/)).toHaveTextContent('Decision due by 10/12/2026');
    expect(within(section('Leave balance')).getByText('0.7 of 12 weeks used')).toBeVisible();
    expect(
      within(section('Leave balance')).getByText(
        'We are confirming your eligibility for family medical leave (FMLA) with your employer.',
      ),
    ).toBeVisible();
    expect(within(section('Leave balance')).getByRole('listitem')).toHaveTextContent(
      '11/02/2026: 8 hours',
    );
    expect(detail('How often')).toBe('2 days a month');
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw this request' })).toBeNull();
    expect(
      within(section('Documents you sent')).getByText(
        'You have not sent any documents for this claim.',
      ),
    ).toBeVisible();
  });

  test('Report time taken: checked here, sent, and the new balance shown', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`GET ${claimPath('C1000002')}`]: leave,
      [`POST ${claimPath('C1000002')}/time`]: {
        ...leave,
        leaveBalance: { ...leave.leaveBalance!, text: '0.8 of 12 weeks used' },
        timeReported: [...leave.timeReported, { date: '2026-11-20', hours: 4 }],
      },
    });
    await openClaim(leave);
    const form = section('Report time taken');

    await user.click(within(form).getByRole('button', { name: 'Report time taken' }));
    expect(within(form).getByLabelText('Date')).toHaveFocus();
    expect(within(form).getByLabelText('Date')).toHaveAccessibleDescription(
      `MM/DD/YYYY ${leaveTimeText.date.defaultMessage}`,
    );

    await user.type(within(form).getByLabelText('Date'), '11202026');
    await user.type(within(form).getByLabelText('Hours'), '4.1');
    await user.click(within(form).getByRole('button', { name: 'Report time taken' }));
    expect(within(form).getByLabelText('Hours')).toHaveAccessibleDescription(
      leaveTimeText.hours.defaultMessage,
    );
    expect(within(form).getByLabelText('Hours')).toHaveFocus();

    await user.clear(within(form).getByLabelText('Hours'));
    await user.type(within(form).getByLabelText('Hours'), '4');
    await user.click(within(form).getByRole('button', { name: 'Report time taken' }));

    expect(await screen.findByText('0.8 of 12 weeks used')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('We recorded 4 hours on 11/20/2026.');
    expect(server.callsTo(`${claimPath('C1000002')}/time`)[0]?.body).toEqual({
      date: '11/20/2026',
      hours: 4,
    });
    expect(within(form).getByLabelText('Date')).toHaveValue('');
  });

  test("the server's refusal shows at its field", async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ [`GET ${claimPath('C1000002')}`]: leave });
    // The kit answers failures without a body: this one carries the field and message.
    const recorded = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const response = await recorded(input, init);
      return String(input).endsWith('/time')
        ? new Response(
            JSON.stringify({ field: 'hours', message: 'You have 20 hours of leave left.' }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          )
        : response;
    });
    await openClaim(leave);
    const form = section('Report time taken');

    await user.type(within(form).getByLabelText('Date'), '11202026');
    await user.type(within(form).getByLabelText('Hours'), '24');
    await user.click(within(form).getByRole('button', { name: 'Report time taken' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('Hours')).toHaveAccessibleDescription(
        'You have 20 hours of leave left.',
      ),
    );
    expect(within(form).getByLabelText('Hours')).toHaveFocus();
    expect(server.callsTo(`${claimPath('C1000002')}/time`)).toHaveLength(1);
  });
});
