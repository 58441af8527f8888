// The right-hand help panel beside the registration starts and username recovery's verify
// step (docs/product/shell.md#help-and-the-contact-number; the route table says where): what the
// portal offers, and the help box with the registration guide and the call-centre number. Its
// content comes from rightSideContent once per browser session, and again in another language.

import { useEffect } from 'react';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import type { Side } from '#domain/shared/sides';
import { statusCodeOf } from '#domain/shared/status';
import { ContactNumber } from '#web/components/layout/contact-number.tsx';
import { NewTabLink } from '#web/components/layout/new-tab-link.tsx';
import { useLanguageStore } from '#web/language/language-store.ts';
import { useText } from '#web/language/use-text.ts';
import { postRightSideContent } from './api/right-side-content.ts';
import { useFlowStore } from './flow-store.ts';

const helpText = defineMessages({
  employeeHeading: {
    id: 'self-service.help.employeeHeading',
    defaultMessage: 'Having Trouble Registering?',
  },
  employerHeading: {
    id: 'self-service.help.employerHeading',
    defaultMessage: "Having trouble getting access? We're here to help",
  },
  guide: {
    id: 'self-service.help.guide',
    defaultMessage: 'Read the registration help guide',
    description: 'A link to the registration guide (a PDF), opened in a new tab.',
  },
  call: {
    id: 'self-service.help.call',
    defaultMessage: 'Call us at {phone}, Monday to Friday 7:00 a.m. to 7:00 p.m. CST.',
    description: '{phone}: the call-centre number.',
  },
});

/** docs/product/shell.md#help-and-the-contact-number: the help box's text on each side. */
const helpHeadings: Record<Side, MessageDescriptor> = {
  'employee-benefits': helpText.employeeHeading,
  employers: helpText.employerHeading,
};

/** Username recovery's help box heading in English: the one the router's tests look for. */
export const recoveryHelpHeading = helpText.employerHeading.defaultMessage;

/**
 * `recovery`: username recovery's call-centre panel. Someone who lost a user name is past
 * registering: the help box alone, under the words
 * docs/product/shell.md#help-and-the-contact-number gives for getting access.
 */
export function HelpPanel({ side, recovery = false }: { side: Side; recovery?: boolean }) {
  const text = useText();
  const language = useLanguageStore((state) => state.language);
  const storedMenu = useFlowStore((state) => state.rightMenu);
  const storedLanguage = useFlowStore((state) => state.rightMenuLanguage);
  const rightMenu = recovery ? null : storedMenu;
  const current = storedMenu !== null && storedLanguage === language;

  useEffect(() => {
    if (recovery || current) return;
    let answered = true;
    postRightSideContent()
      .then((content) => {
        if (answered && content && statusCodeOf(content)) {
          useFlowStore.getState().update({ rightMenu: content, rightMenuLanguage: language });
        }
      })
      // The help box still shows the phone number; the registration itself is unaffected.
      .catch(() => undefined);
    return () => {
      answered = false;
    };
  }, [recovery, current, language]);

  return (
    <div className="registration-help">
      {rightMenu?.heading && (
        <section
          className="registration-help__offers"
          aria-labelledby="registration-offers-heading"
        >
          <h2 id="registration-offers-heading" className="registration-side__heading">
            {rightMenu.heading}
          </h2>
          <ul>
            {rightMenu.offers.map((offer) => (
              <li key={offer}>{offer}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="registration-help__trouble" aria-labelledby="registration-help-heading">
        <h2 id="registration-help-heading" className="registration-side__heading">
          {text.formatMessage(recovery ? helpText.employerHeading : helpHeadings[side])}
        </h2>
        {rightMenu?.helpDocumentUrl && (
          <p>
            <NewTabLink href={rightMenu.helpDocumentUrl}>
              {text.formatMessage(helpText.guide)}
            </NewTabLink>
          </p>
        )}
        <p>{text.formatMessage(helpText.call, { phone: <ContactNumber key="phone" /> })}</p>
      </section>
    </div>
  );
}
