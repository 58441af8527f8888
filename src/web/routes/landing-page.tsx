import { Link } from 'wouter';
import { legalNote } from '#web/content/brand-content.ts';
import { paths } from '#web/paths.ts';

interface LoginCard {
  id: string;
  heading: string;
  description: string;
  href: string;
  action: string;
  iconPath: string;
}

const loginCards: LoginCard[] = [
  {
    id: 'employee-login',
    heading: 'Employee Login',
    description:
      'File a claim or family medical leave, upload documents, and view your leave and payment status.',
    href: paths.login('employee-benefits'),
    action: 'Log in as an employee',
    iconPath: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  },
  {
    id: 'employer-login',
    heading: 'Employer Login',
    description: 'Manage employee claims, view and pay your bills, and access your reports.',
    href: paths.login('employers'),
    action: 'Log in as an employer',
    iconPath: 'M4 20V6l8-3 8 3v14M4 20h16M9 9h1M14 9h1M9 13h1M14 13h1M10 20v-3h4v3',
  },
];

/** The landing page of SPEC.md section 2: a banner, the two login cards and a legal note. */
export function LandingPage() {
  return (
    <div className="landing">
      <section className="landing-hero">
        <h1 className="landing-hero__title">Welcome to My Account</h1>
        <p className="landing-hero__lead">
          Manage your group benefits online, any time. Choose how you would like to log in.
        </p>
      </section>
      <div className="landing-cards">
        {loginCards.map((card) => (
          <section key={card.id} className="card login-card">
            <svg className="login-card__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d={card.iconPath} />
            </svg>
            <h2 className="login-card__heading">{card.heading}</h2>
            <p className="login-card__description">{card.description}</p>
            <Link href={card.href} className="button button--primary login-card__action">
              {card.action}
            </Link>
          </section>
        ))}
      </div>
      <p className="landing-legal">{legalNote}</p>
    </div>
  );
}
