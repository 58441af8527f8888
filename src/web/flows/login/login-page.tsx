// The employee and employer login pages (SPEC.md sections 2 and 4 "Login").

import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { fieldMessages, messages } from '#domain/shared/messages';
import { validateLoginInput, limits } from '#domain/shared/field-rules';
import type { Side } from '#domain/shared/sides';
import { TextField } from '#web/components/fields/text-field.tsx';
import { NewTabLink } from '#web/components/layout/new-tab-link.tsx';
import { businessContinuityUrl, disclosureStatementUrl } from '#web/content/brand-content.ts';
import { deleteCookie, getCookie, setCookie } from '#web/lib/cookies.ts';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { isSameOriginUrl } from '#web/lib/same-origin.ts';
import { usePortalStore } from '#web/lib/store.ts';
import { paths, safeAppRoute } from '#web/paths.ts';
import { postLoginCredentials } from './api/login-credentials.ts';
import './login.css';
import { loginOutcome } from './login-outcome.ts';

export const rememberCookies = { userName: 'rememberMe', checkbox: 'rememberCheckbox' } as const;
const rememberDays = 30;

const portalOffers: Record<Side, string> = {
  'employee-benefits':
    'Learn about your coverage, submit and manage absence requests, and download and upload documents.',
  employers:
    'Manage employee claims, view and pay bills, and access reports for your organization.',
};

export function LoginPage({ side }: { side: Side }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const { showBanner, hideBanner, showAlert } = usePortalStore();
  const [userName, setUserName] = useState(() => getCookie(rememberCookies.userName) ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => getCookie(rememberCookies.checkbox) === 'true');
  // Login fields only need a value (SPEC.md section 5): say so when Log in is pressed.
  const [checkFields, setCheckFields] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(search);
    const route = safeAppRoute(query.get('path'));
    if (route) {
      navigate(route, { replace: true });
      return;
    }
    if (query.get('status') === 'locked') showAlert({ message: messages.accountLocked });
    // Runs for the query the page was opened with, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errors = {
    userName: checkFields && !validateLoginInput(userName) ? fieldMessages.userName : null,
    password: checkFields && !validateLoginInput(password) ? fieldMessages.password : null,
  };

  const rememberUserName = () => {
    if (remember) {
      setCookie(rememberCookies.userName, userName, { days: rememberDays });
      setCookie(rememberCookies.checkbox, 'true', { days: rememberDays });
    } else {
      deleteCookie(rememberCookies.userName);
      deleteCookie(rememberCookies.checkbox);
    }
  };

  const logIn = async (event: FormEvent) => {
    event.preventDefault();
    setCheckFields(true);
    if (!validateLoginInput(userName) || !validateLoginInput(password)) return;
    hideBanner();
    setPending(true);
    rememberUserName();
    let response;
    try {
      response = await postLoginCredentials(side, { userName, password });
      // A 403 already shows the Session Timeout alert.
      if (response === undefined) return setPending(false);
    } catch {
      response = undefined;
    }
    const outcome = loginOutcome(response);
    if (outcome.kind === 'redirect' && isSameOriginUrl(outcome.url, window.location.origin)) {
      pageNavigation.assign(outcome.url);
      return;
    }
    setPending(false);
    if (outcome.kind === 'alert') {
      showAlert({ message: outcome.message });
      return;
    }
    // The cleared password is the server's doing, not a mistake to flag under the field.
    setPassword('');
    setCheckFields(false);
    showBanner(
      { errorMessage: outcome.kind === 'banner' ? outcome.message : messages.genericError },
      '#login-submit',
    );
  };

  const register = () => {
    hideBanner();
    navigate(paths.registration(side));
  };

  return (
    <div className="login-page">
      <section className="card login-page__form" aria-labelledby="login-heading">
        <p className="login-page__side">{side === 'employers' ? 'Employers' : 'Employees'}</p>
        <h1 id="login-heading">Log in</h1>
        <form noValidate onSubmit={logIn}>
          <TextField
            id="userName"
            label="Username"
            name="userName"
            autoComplete="username"
            maxLength={limits.loginInputMax}
            value={userName}
            error={errors.userName}
            required
            onChange={(event) => setUserName(event.target.value)}
          />
          <TextField
            id="password"
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={limits.loginInputMax}
            value={password}
            error={errors.password}
            required
            onChange={(event) => setPassword(event.target.value)}
          />
          <label className="checkbox">
            <input
              id="rememberUserName"
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <span>Remember my username</span>
          </label>
          <button
            id="login-submit"
            type="submit"
            className="button button--primary button--block"
            disabled={pending}
          >
            Log in
          </button>
        </form>
        <p className="login-page__help">
          <Link href={paths.passwordReset(side)}>Can&apos;t access your account?</Link>
        </p>
      </section>

      <section className="card login-page__register" aria-labelledby="register-heading">
        <h2 id="register-heading">Register your account online.</h2>
        <p>{portalOffers[side]}</p>
        <button type="button" className="button button--secondary" onClick={register}>
          Register here
        </button>
      </section>

      <p className="login-page__disclaimer">
        By logging in you agree to the terms of use of this site. Read our{' '}
        <NewTabLink href={disclosureStatementUrl}>disclosure statement</NewTabLink> and how we keep
        serving you in an emergency on our{' '}
        <NewTabLink href={businessContinuityUrl}>business continuity page</NewTabLink>.
      </p>
    </div>
  );
}
