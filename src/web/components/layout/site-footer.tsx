import { Link } from 'wouter';
import { defineMessages } from '#domain/shared/define-messages';
import {
  contactUsEntry,
  copyrightYear,
  type FooterEntry,
  footerColumns,
  formsAndClaimsEntries,
  legalEntries,
  type SocialNetwork,
  socialLinks,
} from '#web/content/brand-content.ts';
import { useText } from '#web/language/use-text.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { ContactNumber } from './contact-number.tsx';
import { NewTabLink } from './new-tab-link.tsx';

const socialIconPaths: Record<SocialNetwork, string> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z',
  linkedin:
    'M4.5 9h3v11h-3zM6 3.8a1.7 1.7 0 1 1 0 3.5 1.7 1.7 0 0 1 0-3.5zM10 9h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.6 2 3.6 4.7V20h-3v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20h-3z',
  x: 'M4 4h4.6l3.7 5.2L16.8 4h2.5l-5.9 6.8L20.2 20h-4.6l-4-5.6L6.7 20H4.2l6.3-7.2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

const footerText = defineMessages({
  contactUs: { id: 'shell.footer.contactUs', defaultMessage: 'Contact Us' },
  hereToHelp: {
    id: 'shell.footer.hereToHelp',
    defaultMessage: "We're here to help: {phone}",
    description: "{phone} is the call centre's number.",
  },
  connectWithUs: {
    id: 'shell.footer.connectWithUs',
    defaultMessage: 'Connect with us',
    description: "Heading of the insurer's social network links.",
  },
  formsAndClaims: {
    id: 'shell.footer.formsAndClaims',
    defaultMessage: 'Forms and claims',
    description: 'The name, for screen readers, of the list of the Forms and Claims links.',
  },
  legal: {
    id: 'shell.footer.legal',
    defaultMessage: 'Legal',
    description: 'The name, for screen readers, of the list of the legal links (Privacy, Terms…).',
  },
  copyright: {
    id: 'shell.footer.copyright',
    defaultMessage: '© {year} {brandName}. All rights reserved.',
  },
});

function FooterLink({ entry }: { entry: FooterEntry }) {
  const text = useText();
  if (entry.inApp) {
    return (
      <Link href={entry.url} title={text.formatMessage(entry.title)}>
        {text.formatMessage(entry.name)}
      </Link>
    );
  }
  return (
    <NewTabLink href={entry.url} title={text.formatMessage(entry.title)}>
      {text.formatMessage(entry.name)}
    </NewTabLink>
  );
}

function FooterLinkList({ entries, label }: { entries: FooterEntry[]; label?: string }) {
  return (
    <ul className="site-footer__links" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.url}>
          <FooterLink entry={entry} />
        </li>
      ))}
    </ul>
  );
}

/** The site footer of docs/product/shell.md: link columns, contact, social, legal, copyright. */
export function SiteFooter() {
  const text = useText();
  return (
    <footer className="site-footer">
      <div className="site-footer__main container">
        {footerColumns.map((column) => (
          <div key={column.heading.url} className="site-footer__column">
            <h2 className="site-footer__heading">
              <FooterLink entry={column.heading} />
            </h2>
            <FooterLinkList entries={column.links} />
          </div>
        ))}
        <div className="site-footer__column">
          <h2 className="site-footer__heading">{text.formatMessage(footerText.contactUs)}</h2>
          <p>
            <FooterLink entry={contactUsEntry} />
          </p>
          <p className="site-footer__help">
            {text.formatMessage(footerText.hereToHelp, {
              phone: <ContactNumber key="phone" withVanityLabel className="site-footer__phone" />,
            })}
          </p>
          <h2 className="site-footer__heading site-footer__heading--social">
            {text.formatMessage(footerText.connectWithUs)}
          </h2>
          <ul className="site-footer__social">
            {socialLinks.map((social) => (
              <li key={social.network}>
                <NewTabLink href={social.url} className="site-footer__social-link">
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d={socialIconPaths[social.network]} />
                  </svg>
                  <span className="visually-hidden">{social.name}</span>
                </NewTabLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__legal">
        <div className="site-footer__legal-inner container">
          <FooterLinkList
            entries={formsAndClaimsEntries}
            label={text.formatMessage(footerText.formsAndClaims)}
          />
          <FooterLinkList entries={legalEntries} label={text.formatMessage(footerText.legal)} />
          <p className="site-footer__copyright">
            {text.formatMessage(footerText.copyright, {
              year: copyrightYear,
              brandName: portalConfig.brandName,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
