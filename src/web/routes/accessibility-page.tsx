// The accessibility statement (docs/product/languages.md#accessibility-page): the target, the last review and
// how it was made, what is known not to work yet, and how to report a problem. A lazy route with
// its own catalog: no word of it weighs on the login page.

import { conformanceTarget, lastReview } from '#domain/accessibility/accessibility';
import { defineMessages } from '#domain/shared/define-messages';
import { typedDateOf } from '#domain/shared/absence-dates';
import { sharedText } from '#domain/shared/messages';
import { ContactNumber } from '#web/components/layout/contact-number.tsx';
import { useText } from '#web/language/use-text.ts';

const statement = defineMessages({
  heading: { id: 'accessibility.heading', defaultMessage: 'Accessibility' },
  intro: {
    id: 'accessibility.intro',
    defaultMessage:
      'We want everyone to be able to use My Account, including people who use a screen reader, screen magnification, voice control or a keyboard alone.',
  },
  targetHeading: { id: 'accessibility.targetHeading', defaultMessage: 'Our target' },
  target: {
    id: 'accessibility.target',
    defaultMessage:
      'My Account is built to conform to the Web Content Accessibility Guidelines, {target}, in English and in Spanish.',
    description: '{target} is WCAG 2.2 AA.',
  },
  reviewHeading: { id: 'accessibility.reviewHeading', defaultMessage: 'How we checked it' },
  lastReview: {
    id: 'accessibility.lastReview',
    defaultMessage: 'Last review: {date}. We checked the portal in three ways:',
  },
  reviewAxe: {
    id: 'accessibility.reviewAxe',
    defaultMessage:
      'Automated checks with axe-core on the screens of the portal, with no serious or critical finding left.',
  },
  reviewKeyboard: {
    id: 'accessibility.reviewKeyboard',
    defaultMessage:
      'Logging in, choosing the language, moving through the menus, filing a claim, uploading a document and paying a bill with the keyboard alone.',
  },
  reviewTree: {
    id: 'accessibility.reviewTree',
    defaultMessage:
      'The names, roles and states of the controls read from the accessibility tree that screen readers use.',
  },
  limitsHeading: { id: 'accessibility.limitsHeading', defaultMessage: 'Known limits' },
  limitScreenReader: {
    id: 'accessibility.limitScreenReader',
    defaultMessage:
      'No one has yet tested the portal with a screen reader such as NVDA, JAWS or VoiceOver; our review read what a screen reader reads, but did not listen to it.',
  },
  limitPdf: {
    id: 'accessibility.limitPdf',
    defaultMessage:
      'The PDF documents you download (receipts, invoices, summaries) are not tagged for screen readers. If you need one in another format, call us.',
  },
  reportHeading: { id: 'accessibility.reportHeading', defaultMessage: 'Report a problem' },
  report: {
    id: 'accessibility.report',
    defaultMessage:
      'If something on the portal is hard to use, call us at {phone} and tell us the page and what happened. We will help you finish what you came to do.',
  },
});

export default function AccessibilityPage() {
  const text = useText();
  return (
    <article className="card statement-page">
      <h1>{text.formatMessage(statement.heading)}</h1>
      <p>{text.formatMessage(statement.intro)}</p>

      <h2>{text.formatMessage(statement.targetHeading)}</h2>
      <p>{text.formatMessage(statement.target, { target: conformanceTarget })}</p>

      <h2>{text.formatMessage(statement.reviewHeading)}</h2>
      <p>{text.formatMessage(statement.lastReview, { date: typedDateOf(lastReview) })}</p>
      <ul>
        <li>{text.formatMessage(statement.reviewAxe)}</li>
        <li>{text.formatMessage(statement.reviewKeyboard)}</li>
        <li>{text.formatMessage(statement.reviewTree)}</li>
      </ul>

      <h2>{text.formatMessage(statement.limitsHeading)}</h2>
      <ul>
        <li>{text.formatMessage(statement.limitScreenReader)}</li>
        <li>{text.formatMessage(statement.limitPdf)}</li>
      </ul>

      <h2>{text.formatMessage(statement.reportHeading)}</h2>
      <p>{text.formatMessage(statement.report, { phone: <ContactNumber key="phone" /> })}</p>
      <p>{text.formatMessage(sharedText.supportHours)}</p>
    </article>
  );
}
