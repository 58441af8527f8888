import { portalConfig } from '#web/lib/portal-config.ts';

// SPEC.md section 9: mobile detection uses the user agent, not the window width, so a
// narrow desktop window shows text and a phone in landscape still gets a tel link.
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
  const { supportPhone, supportPhoneLabel } = portalConfig;
  // Each part stays whole so a narrow column breaks between them, never after a hyphen.
  const text = withVanityLabel ? (
    <>
      <span className="contact-number__part">{supportPhoneLabel}</span>{' '}
      <span className="contact-number__part">({supportPhone})</span>
    </>
  ) : (
    <span className="contact-number__part">{supportPhone}</span>
  );
  if (!isMobileDevice()) return <span className={className}>{text}</span>;
  return (
    <a href={telephoneUri(supportPhone)} className={className}>
      {text}
    </a>
  );
}
