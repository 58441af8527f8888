import { Link } from 'wouter';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { legalNote } from '#web/content/brand-content.ts';
import { useText } from '#web/language/use-text.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { paths } from '#web/paths.ts';

const landingText = defineMessages({
  title: {
    id: 'shell.landing.title',
    defaultMessage: 'Welcome to My Account',
    description: "The landing page's heading; 'My Account' is the portal's name.",
  },
  lead: {
    id: 'shell.landing.lead',
    defaultMessage:
      'Manage your group benefits online, any time. Choose how you would like to log in.',
  },
  employeeHeading: { id: 'shell.landing.employeeHeading', defaultMessage: 'Employee Login' },
  employeeDescription: {
    id: 'shell.landing.employeeDescription',
    defaultMessage:
      'File a claim or family medical leave, upload documents, and view your leave and payment status.',
  },
  employeeAction: {
    id: 'shell.landing.employeeAction',
    defaultMessage: 'Log in as an employee',
  },
  employerHeading: { id: 'shell.landing.employerHeading', defaultMessage: 'Employer Login' },
  employerDescription: {
    id: 'shell.landing.employerDescription',
    defaultMessage: 'Manage employee claims, view and pay your bills, and access your reports.',
  },
  employerAction: {
    id: 'shell.landing.employerAction',
    defaultMessage: 'Log in as an employer',
  },
});

interface LoginCard {
  id: string;
  heading: MessageDescriptor;
  description: MessageDescriptor;
  href: string;
  action: MessageDescriptor;
  iconPath: string;
}

const loginCards: LoginCard[] = [
  {
    id: 'employee-login',
    heading: landingText.employeeHeading,
    description: landingText.employeeDescription,
    href: paths.login('employee-benefits'),
    action: landingText.employeeAction,
    iconPath: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  },
  {
    id: 'employer-login',
    heading: landingText.employerHeading,
    description: landingText.employerDescription,
    href: paths.login('employers'),
    action: landingText.employerAction,
    iconPath: 'M4 20V6l8-3 8 3v14M4 20h16M9 9h1M14 9h1M9 13h1M14 13h1M10 20v-3h4v3',
  },
];

/**
 * The landing page of docs/product/shell.md#landing-page: a banner, the two login cards and a legal
 * note.
 */
export function LandingPage() {
  const text = useText();
  return (
    <div className="landing">
      <section className="landing-hero">
        <h1 className="landing-hero__title">{text.formatMessage(landingText.title)}</h1>
        <p className="landing-hero__lead">{text.formatMessage(landingText.lead)}</p>
      </section>
      <div className="landing-cards">
        {loginCards.map((card) => (
          <section key={card.id} className="card login-card">
            <svg className="login-card__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d={card.iconPath} />
            </svg>
            <h2 className="login-card__heading">{text.formatMessage(card.heading)}</h2>
            <p className="login-card__description">{text.formatMessage(card.description)}</p>
            <Link href={card.href} className="button button--primary login-card__action">
              {text.formatMessage(card.action)}
            </Link>
          </section>
        ))}
      </div>
      <p className="landing-legal">
        {text.formatMessage(legalNote, { brandName: portalConfig.brandName })}
      </p>
    </div>
  );
}
