// What a saved designation sends and prints (docs/product/coverage.md#beneficiaries): the e-mail
// 'Your beneficiaries were changed', with the date and no names, to the address on file in the
// account's language; and the confirmation PDF of a plan's designation as recorded, in the
// request's language.

import { typedDateOf } from '#domain/shared/absence-dates';
import type { PlanDesignation } from '#domain/beneficiaries/beneficiaries-answers';
import { levelText, relationshipText } from '#domain/beneficiaries/beneficiary-rules';
import { planKindText } from '#domain/coverage/coverage-terms';
import type { Language } from '#domain/language/language';
import { noticeTime } from '#domain/language/notice-time';
import { defineMessages } from '#domain/shared/define-messages';
import {
  createPdf,
  type PdfDocument,
  pdfFacts,
  pdfHeading,
  pdfText,
} from '#server/adapters/pdf-document';
import type { OutgoingMessage } from '#server/db/outbox-repository';
import { emailTo } from '#server/language/email';
import { sayIn } from '#server/language/say';

const noticeText = defineMessages({
  subject: {
    id: 'notices.beneficiaries.subject',
    defaultMessage: '{brand}: Your beneficiaries were changed',
  },
  changed: {
    id: 'notices.beneficiaries.changed',
    defaultMessage:
      'The beneficiaries of your life coverage ({plans}) were changed on {when}. You can see them when you log in.',
  },
  ifNotYou: {
    id: 'notices.beneficiaries.ifNotYou',
    defaultMessage:
      "If this was you, there is nothing more to do. If this wasn't you, call us at {phone} right away.",
  },
});

const pdfWords = defineMessages({
  title: { id: 'beneficiaries.pdf.title', defaultMessage: 'Beneficiary designation' },
  member: { id: 'beneficiaries.pdf.member', defaultMessage: 'Insured' },
  plan: { id: 'beneficiaries.pdf.plan', defaultMessage: 'Plan' },
  policyNumber: { id: 'beneficiaries.pdf.policyNumber', defaultMessage: 'Policy number' },
  saved: { id: 'beneficiaries.pdf.saved', defaultMessage: 'Recorded on' },
  version: { id: 'beneficiaries.pdf.version', defaultMessage: 'Version' },
  row: {
    id: 'beneficiaries.pdf.row',
    defaultMessage: '{level}: {name}, {relationship}, {share}%',
    description: 'One beneficiary: Primary or Contingent, the name, the relationship, the share.',
  },
  born: { id: 'beneficiaries.pdf.born', defaultMessage: 'born {date}' },
  note: {
    id: 'beneficiaries.pdf.note',
    defaultMessage:
      'This is the designation as we recorded it. It replaces any earlier one for this plan; earlier ones are kept.',
  },
});

export interface BeneficiaryNoticeRecipient {
  email: string;
  firstName: string;
  language: Language;
}

/** The e-mail of a change: the plans and the date, never a name. */
export function beneficiariesChangedNotice(
  deps: { brandName: string; phone: string },
  to: BeneficiaryNoticeRecipient,
  plans: PlanDesignation['plan'][],
  at: Date,
): OutgoingMessage {
  const say = sayIn(to.language);
  return emailTo(to, say(noticeText.subject, { brand: deps.brandName }), [
    say(noticeText.changed, {
      plans: plans.map((plan) => say(planKindText[plan])).join(', '),
      when: noticeTime(at, to.language),
    }),
    say(noticeText.ifNotYou, { phone: deps.phone }),
  ]);
}

/** A plan's designation as recorded, in the request's language; `end()` has been called. */
export function confirmationPdf(document: {
  brandName: string;
  memberName: string;
  designation: PlanDesignation;
  language: Language;
}): PdfDocument {
  const say = sayIn(document.language);
  const { designation } = document;
  const title = say(pdfWords.title);
  const pdf = createPdf({ title, author: document.brandName, language: document.language });
  pdfHeading(pdf, document.brandName, title);
  pdfFacts(pdf, [
    [say(pdfWords.member), pdfText(document.memberName)],
    [say(pdfWords.plan), say(planKindText[designation.plan])],
    [say(pdfWords.policyNumber), designation.policyNumber],
    [say(pdfWords.saved), designation.savedAt ? typedDateOf(designation.savedAt.slice(0, 10)) : ''],
    [say(pdfWords.version), String(designation.version)],
  ]);
  for (const beneficiary of designation.beneficiaries) {
    const line = say(pdfWords.row, {
      level: say(levelText[beneficiary.level]),
      name: pdfText(beneficiary.fullName),
      relationship: say(relationshipText[beneficiary.relationship]),
      share: beneficiary.share,
    });
    const born = beneficiary.dateOfBirth
      ? `, ${say(pdfWords.born, { date: typedDateOf(beneficiary.dateOfBirth) })}`
      : '';
    pdf.text(`${line}${born}`);
  }
  pdf.moveDown().fontSize(9).text(say(pdfWords.note));
  pdf.end();
  return pdf;
}
