// 'Pay this bill' (docs/product/billing.md): the name on the account and the bank account,
// typed twice, and 'Pay now'. The numbers live in this form's state only, never in the
// browser's store, and go once to the server; the amount is the server's, from the invoice.
// One key per Pay now, kept until the server answers how the payment stands: a Pay now sent
// again (a double click, a retry after 'We could not reach the bank') pays once.

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { InvoiceDetail, InvoiceSummary } from '#domain/billing/billing-answers';
import {
  emptyPayBillForm,
  type PayBillField,
  type PayBillForm,
  payBillErrors,
  payBillLabelText,
  payBillText,
} from '#domain/billing/pay-bill';
import { accountNumberLength } from '#domain/shared/bank-account';
import { defineMessages } from '#domain/shared/define-messages';
import { formatCents } from '#domain/shared/money';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { DigitsField } from '#web/components/fields/digits-field.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { postPayBill } from './api/pay-bill.ts';
import { payBillFieldOf, payNowRefusal, paymentSentence } from './billing-outcomes.ts';

const formText = defineMessages({
  amountDue: {
    id: 'billing.pay.amountDue',
    defaultMessage:
      'Amount due: <strong>{amount}</strong>, debited from the bank account you give here.',
    description: '{amount} is in dollars, as $345.80.',
  },
  routingHint: { id: 'billing.pay.routingHint', defaultMessage: '9 digits' },
  accountHint: { id: 'billing.pay.accountHint', defaultMessage: '{min} to {max} digits' },
  cancel: { id: 'billing.pay.cancel', defaultMessage: 'Cancel' },
});

const strong = (words: ReactNode) => <strong>{words}</strong>;

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
  const text = useText();
  const {
    pending,
    send,
    errors,
    setErrors,
    showErrors,
    form: formRef,
  } = useFormCall<PayBillField>();
  const [form, setForm] = useState<PayBillForm>(emptyPayBillForm);
  const [checked, setChecked] = useState(false);
  const [formMessage, setFormMessage] = useState('');
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

  async function payNow(event: FormEvent) {
    event.preventDefault();
    // One Pay now at a time: a second click waits for the first's answer.
    if (pending) return;
    setChecked(true);
    setFormMessage('');
    const found = payBillErrors(form);
    if (Object.keys(found).length > 0) return showErrors(found);
    const request = { idempotencyKey: key.current, ...form };
    const answer = await send(() => postPayBill(invoice.invoiceNumber, request), {
      activator: 'pay-now',
      fieldOf: payBillFieldOf,
      refused(error) {
        const refusal = payNowRefusal(error);
        if (refusal?.kind === 'refused' || refusal?.kind === 'retry') {
          setFormMessage(refusal.message);
        }
        if (refusal?.kind === 'refused' || refusal?.kind === 'gone') onRefused();
        return refusal !== null;
      },
    });
    if (answer) onAnswered(answer, paymentSentence(answer, text));
  }

  const field = (name: PayBillField) => ({
    id: `pay-${name}`,
    label: text.formatMessage(payBillLabelText[name]),
    autoComplete: 'off',
    value: form[name],
    error: errors[name],
  });

  return (
    <section className="billing-pay" aria-labelledby={headingId}>
      <h4 id={headingId}>{text.formatMessage(payBillText.payThisBill)}</h4>
      <p>
        {text.formatMessage(formText.amountDue, {
          amount: formatCents(invoice.amountDueCents),
          strong,
        })}
      </p>
      <form
        ref={formRef}
        className="benefits-form"
        aria-busy={pending}
        noValidate
        onSubmit={payNow}
      >
        <TextField
          {...field('accountHolderName')}
          inputRef={nameField}
          maxLength={200}
          onChange={(event) => change('accountHolderName', event.target.value)}
        />
        <DigitsField
          {...field('routingNumber')}
          className="billing-pay__short"
          hint={text.formatMessage(formText.routingHint)}
          maxLength={9}
          onValueChange={(value) => change('routingNumber', value)}
        />
        <DigitsField
          {...field('accountNumber')}
          hint={text.formatMessage(formText.accountHint, accountNumberLength)}
          maxLength={accountNumberLength.max}
          onValueChange={(value) => change('accountNumber', value)}
        />
        <DigitsField
          {...field('confirmAccountNumber')}
          maxLength={accountNumberLength.max}
          onValueChange={(value) => change('confirmAccountNumber', value)}
        />
        <p className="billing-pay__authorization">
          {text.formatMessage(payBillText.debitAuthorization, {
            brandName: portalConfig.brandName,
          })}
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
            {text.formatMessage(payBillText.payNow)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={pending}
            onClick={onCancel}
          >
            {text.formatMessage(formText.cancel)}
          </button>
        </div>
      </form>
    </section>
  );
}
