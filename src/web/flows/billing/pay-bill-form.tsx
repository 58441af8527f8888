// 'Pay this bill' (DESIGN.md section 11.4): the name on the account and the bank account,
// typed twice, and 'Pay now'. The numbers live in this form's state only, never in the
// browser's store, and go once to the server; the amount is the server's, from the invoice.
// One key per Pay now, kept until the server answers how the payment stands: a Pay now sent
// again (a double click, a retry after 'We could not reach the bank') pays once.

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { InvoiceDetail, InvoiceSummary } from '#domain/billing/billing-answers';
import {
  debitAuthorizationText,
  emptyPayBillForm,
  type PayBillField,
  type PayBillForm,
  payBillErrors,
  payBillLabels,
  payBillTexts,
} from '#domain/billing/pay-bill';
import { accountNumberLength } from '#domain/shared/bank-account';
import { formatCents } from '#web/components/benefits/benefits-format.ts';
import { useCallFailure } from '#web/components/benefits/use-benefits-data.tsx';
import { DigitsField } from '#web/components/fields/digits-field.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { portalConfig } from '#web/lib/portal-config.ts';
import { postPayBill } from './api/pay-bill.ts';
import { payNowOutcome } from './billing-outcomes.ts';

export function PayBillForm({
  invoice,
  onAnswered,
  onRefused,
  onCancel,
}: {
  invoice: InvoiceSummary;
  /** The server answered how the payment stands. */
  onAnswered(invoice: InvoiceDetail, said: string): void;
  /** The bill may not be paid now (paid, processing, gone): the page reads the list again. */
  onRefused(): void;
  onCancel(): void;
}) {
  const failed = useCallFailure();
  const [form, setForm] = useState<PayBillForm>(emptyPayBillForm);
  const [errors, setErrors] = useState<Partial<Record<PayBillField, string>>>({});
  const [checked, setChecked] = useState(false);
  const [formMessage, setFormMessage] = useState('');
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const key = useRef(crypto.randomUUID());
  const nameField = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const headingId = useId();

  useEffect(() => nameField.current?.focus(), []);

  const change = (field: PayBillField, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // Once Pay now was pressed, each message follows the typing.
    if (checked) setErrors(payBillErrors(next));
  };

  const showErrors = (found: Partial<Record<PayBillField, string>>) => {
    setErrors(found);
    const first = (Object.keys(payBillLabels) as PayBillField[]).find((field) => found[field]);
    if (first) document.getElementById(`pay-${first}`)?.focus();
  };

  async function payNow(event: FormEvent) {
    event.preventDefault();
    // One Pay now at a time: a second click waits for the first's answer.
    if (sending.current) return;
    setChecked(true);
    setFormMessage('');
    const found = payBillErrors(form);
    if (Object.keys(found).length > 0) return showErrors(found);
    sending.current = true;
    setPending(true);
    const result = await postPayBill(invoice.invoiceNumber, {
      idempotencyKey: key.current,
      ...form,
    }).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    sending.current = false;
    setPending(false);
    const outcome = payNowOutcome(result);
    switch (outcome.kind) {
      case 'answered':
        return onAnswered(outcome.invoice, outcome.said);
      case 'field':
        return showErrors({ [outcome.field]: outcome.message });
      case 'refused':
        setFormMessage(outcome.message);
        return onRefused();
      case 'retry':
        return setFormMessage(outcome.message);
      case 'gone':
        return onRefused();
      case 'failed':
        return failed(outcome.error, '#pay-now');
      case 'none':
        return;
    }
  }

  const field = (name: PayBillField) => ({
    id: `pay-${name}`,
    label: payBillLabels[name],
    autoComplete: 'off',
    value: form[name],
    error: errors[name],
  });

  return (
    <section className="billing-pay" aria-labelledby={headingId}>
      <h4 id={headingId}>{payBillTexts.payThisBill}</h4>
      <p>
        Amount due: <strong>{formatCents(invoice.amountDueCents)}</strong>, debited from the bank
        account you give here.
      </p>
      <form className="benefits-form" noValidate onSubmit={payNow}>
        <TextField
          {...field('accountHolderName')}
          inputRef={nameField}
          maxLength={200}
          onChange={(event) => change('accountHolderName', event.target.value)}
        />
        <DigitsField
          {...field('routingNumber')}
          className="billing-pay__short"
          hint="9 digits"
          maxLength={9}
          onValueChange={(value) => change('routingNumber', value)}
        />
        <DigitsField
          {...field('accountNumber')}
          hint={`${accountNumberLength.min} to ${accountNumberLength.max} digits`}
          maxLength={accountNumberLength.max}
          onValueChange={(value) => change('accountNumber', value)}
        />
        <DigitsField
          {...field('confirmAccountNumber')}
          maxLength={accountNumberLength.max}
          onValueChange={(value) => change('confirmAccountNumber', value)}
        />
        <p className="billing-pay__authorization">
          {debitAuthorizationText(portalConfig.brandName)}
        </p>
        <p id={messageId} className="billing-pay__message" role="alert">
          {formMessage}
        </p>
        <div className="button-row">
          <button
            id="pay-now"
            type="submit"
            className="button button--primary"
            aria-describedby={formMessage ? messageId : undefined}
            disabled={pending}
          >
            {payBillTexts.payNow}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={pending}
            onClick={onCancel}
          >
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
