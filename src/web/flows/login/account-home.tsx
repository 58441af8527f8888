// The account home after login (DESIGN.md section 1): who is logged in, what the portal
// offers on this side, and log out. Without a login it sends the visitor to the login page.

import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { AccountSummary } from '#domain/login/login-answers';
import { messages } from '#domain/shared/messages';
import type { Side } from '#domain/shared/sides';
import { LogOutButton } from '#web/components/account/log-out-button.tsx';
import { usePortalStore } from '#web/lib/store.ts';
import { paths } from '#web/paths.ts';
import { getAccountSummary } from './api/account-summary.ts';
import './login.css';

const offers: Record<Side, { title: string; text: string }[]> = {
  'employee-benefits': [
    {
      title: 'File a claim or family medical leave',
      text: 'Start a disability claim or a leave request and follow it online.',
    },
    {
      title: 'Upload documents',
      text: 'Send forms and medical records securely instead of by fax or mail.',
    },
    {
      title: 'View leave and payment status',
      text: 'See where your claim or leave stands and when payments are made.',
    },
  ],
  employers: [
    {
      title: 'Manage employee claims',
      text: 'Report and follow your employees’ absence and disability claims.',
    },
    { title: 'View and pay bills', text: 'See your invoices and pay your premium online.' },
    {
      title: 'Access reports',
      text: 'Download claim, leave and billing reports for your organization.',
    },
  ],
};

export default function AccountHome({ side }: { side: Side }) {
  const [, navigate] = useLocation();
  const showBanner = usePortalStore((state) => state.showBanner);
  const [account, setAccount] = useState<AccountSummary | null>(null);

  useEffect(() => {
    let current = true;
    getAccountSummary(side)
      .then((response) => {
        if (!current || !response) return;
        if (response.status.code === 'SUCCESS' && response.account) setAccount(response.account);
        else navigate(paths.login(side), { replace: true });
      })
      .catch(() => current && showBanner({ errorMessage: messages.genericError }));
    return () => {
      current = false;
    };
  }, [side, navigate, showBanner]);

  if (!account) {
    return (
      <p className="account-home__loading" role="status">
        Loading your account…
      </p>
    );
  }

  return (
    <div className="account-home">
      <div className="account-home__welcome">
        <h1>
          Welcome, {account.firstName} {account.lastName}
        </h1>
        <p>
          You are logged in as <strong>{account.userName}</strong>
          {side === 'employers' ? ' on the employer side.' : ' on the employee side.'}
        </p>
        <LogOutButton side={side} />
      </div>
      <h2>What you can do here</h2>
      <ul className="account-home__offers">
        {offers[side].map((offer) => (
          <li key={offer.title} className="card">
            <h3>{offer.title}</h3>
            <p>{offer.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
