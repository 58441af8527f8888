// The right-hand help panel beside the registration starts and username recovery's verify
// step (SPEC.md sections 1 and 2; the route table says where): what the portal offers, and
// the help box with the registration guide and the call-centre number. Its content comes
// from rightSideContent once per browser session.

import { useEffect } from 'react';
import type { Side } from '#domain/shared/sides';
import { statusCodeOf } from '#domain/shared/status';
import { ContactNumber } from '#web/components/layout/contact-number.tsx';
import { NewTabLink } from '#web/components/layout/new-tab-link.tsx';
import { postRightSideContent } from './api/right-side-content.ts';
import { useFlowStore } from './flow-store.ts';

/** SPEC.md section 1: the help box's text on each side. */
export const helpHeadings: Record<Side, string> = {
  'employee-benefits': 'Having Trouble Registering?',
  employers: "Having trouble getting access? We're here to help",
};

export const recoveryHelpHeading = helpHeadings.employers;

/**
 * `recovery`: username recovery's call-centre panel. Someone who lost a user name is past
 * registering: the help box alone, under the words SPEC.md gives for getting access.
 */
export function HelpPanel({ side, recovery = false }: { side: Side; recovery?: boolean }) {
  const storedMenu = useFlowStore((state) => state.rightMenu);
  const rightMenu = recovery ? null : storedMenu;

  useEffect(() => {
    if (recovery || storedMenu) return;
    let current = true;
    postRightSideContent()
      .then((content) => {
        if (current && content && statusCodeOf(content)) {
          useFlowStore.getState().update({ rightMenu: content });
        }
      })
      // The help box still shows the phone number; the registration itself is unaffected.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [recovery, storedMenu]);

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
          {recovery ? recoveryHelpHeading : helpHeadings[side]}
        </h2>
        {rightMenu?.helpDocumentUrl && (
          <p>
            <NewTabLink href={rightMenu.helpDocumentUrl}>
              Read the registration help guide
            </NewTabLink>
          </p>
        )}
        <p>
          Call us at <ContactNumber />, Monday to Friday 7:00 a.m. to 7:00 p.m. CST.
        </p>
      </section>
    </div>
  );
}
