import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { portalConfig } from '#web/lib/portal-config.ts';

const contactText = defineMessages({
  withVanityLabel: {
    id: 'shell.phoneWithVanityLabel',
    defaultMessage: '<part>{label}</part> <part>({phone})</part>',
    description:
      'The call-centre number after its vanity label: 1-800-555-CARE (1-800-555-2273). Each <part> stays on one line.',
  },
});

// docs/product/shell.md#small-constants: mobile detection uses the user agent, not the window
// width, so a narrow desktop window shows text and a phone in landscape still gets a tel link.
const mobileUserAgent = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

function isMobileDevice(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS reports a desktop Mac user agent; only its touch screen tells it apart.
  return mobileUserAgent.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** The number as a tel: URI, digits only, with the North American country code. */
function telephoneUri(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

interface ContactNumberProps {
  /** Show the vanity label (1-800-555-CARE) in front of the number. */
  withVanityLabel?: boolean;
  className?: string;
}

/** The call-centre number: a tel: link on mobile devices, plain text elsewhere. */
export function ContactNumber({ withVanityLabel = false, className }: ContactNumberProps) {
  const text = useText();
  const { supportPhone, supportPhoneLabel } = portalConfig;
  // Each part stays whole so a narrow column breaks between them, never after a hyphen.
  const number = withVanityLabel ? (
    text.formatMessage(contactText.withVanityLabel, {
      label: supportPhoneLabel,
      phone: supportPhone,
      part: (words) => <span className="contact-number__part">{words}</span>,
    })
  ) : (
    <span className="contact-number__part">{supportPhone}</span>
  );
  if (!isMobileDevice()) return <span className={className}>{number}</span>;
  return (
    <a href={telephoneUri(supportPhone)} className={className}>
      {number}
    </a>
  );
}
