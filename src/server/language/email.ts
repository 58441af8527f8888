// An e-mail to a person, in their language: the account's when they have one (it chose it at a
// login or by the header's link), else the language of the page they were on. The outbox keeps
// the rendered text, so a message already queued keeps the language it was written in.

import type { Language } from '#domain/language/language';
import { defineMessages } from '#domain/shared/define-messages';
import type { OutgoingMessage } from '#server/db/outbox-repository';
import { say } from './say.ts';

/** Whom an e-mail goes to, and in which language. */
export interface EmailRecipient {
  email: string;
  firstName: string;
  language: Language;
}

const emailText = defineMessages({
  hello: {
    id: 'notices.hello',
    defaultMessage: 'Hello {firstName},',
    description: 'The first line of every e-mail to a person, with their first name.',
  },
});

/** The e-mail `subject` to `to`: greeting by first name, then `lines`, each already said. */
export function emailTo(to: EmailRecipient, subject: string, lines: string[]): OutgoingMessage {
  return {
    channel: 'email',
    recipient: to.email,
    subject,
    text: [say(to.language, emailText.hello, { firstName: to.firstName }), '', ...lines].join('\n'),
  };
}
