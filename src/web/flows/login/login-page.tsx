// The employee and employer login pages (docs/product/login.md).

import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { defineMessages } from '#domain/shared/define-messages';
import { fieldText, sharedText } from '#domain/shared/messages';
import { validateLoginInput, limits } from '#domain/shared/field-rules';
import type { Side } from '#domain/shared/sides';
import { TextField } from '#web/components/fields/text-field.tsx';
import { NewTabLink } from '#web/components/layout/new-tab-link.tsx';
import { businessContinuityUrl, disclosureStatementUrl } from '#web/content/brand-content.ts';
import { useText } from '#web/language/use-text.ts';
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

const loginText = defineMessages({
  employees: { id: 'login.sideEmployees', defaultMessage: 'Employees' },
  employers: { id: 'login.sideEmployers', defaultMessage: 'Employers' },
  heading: { id: 'login.heading', defaultMessage: 'Log in', description: 'Heading and button.' },
  userName: { id: 'login.userName', defaultMessage: 'Username' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  remember: { id: 'login.remember', defaultMessage: 'Remember my username' },
  cannotAccess: { id: 'login.cannotAccess', defaultMessage: "Can't access your account?" },
  registerHeading: { id: 'login.registerHeading', defaultMessage: 'Register your account online.' },
  registerHere: { id: 'login.registerHere', defaultMessage: 'Register here' },
  employeeOffer: {
    id: 'login.employeeOffer',
    defaultMessage:
      'Learn about your coverage, submit and manage absence requests, and download and upload documents.',
  },
  employerOffer: {
    id: 'login.employerOffer',
    defaultMessage:
      'Manage employee claims, view and pay bills, and access reports for your organization.',
  },
  disclaimer: {
    id: 'login.disclaimer',
    defaultMessage:
      'By logging in you agree to the terms of use of this site. Read our <disclosure>disclosure statement</disclosure> and how we keep serving you in an emergency on our <continuity>business continuity page</continuity>.',
  },
});

const portalOffers = {
  'employee-benefits': loginText.employeeOffer,
  employers: loginText.employerOffer,
} as const;

export function LoginPage({ side }: { side: Side }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const text = useText();
  const { showBanner, hideBanner, showAlert } = usePortalStore();
  const [userName, setUserName] = useState(() => getCookie(rememberCookies.userName) ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => getCookie(rememberCookies.checkbox) === 'true');
  // Login fields only need a value (docs/product/field-rules.md): say so when Log in is pressed.
  const [checkFields, setCheckFields] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(search);
    const route = safeAppRoute(query.get('path'));
    if (route) {
      navigate(route, { replace: true });
      return;
    }
    if (query.get('status') === 'locked')
      showAlert({ message: text.formatMessage(sharedText.accountLocked) });
    // Runs for the query the page was opened with, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errors = {
    userName:
      checkFields && !validateLoginInput(userName) ? text.formatMessage(fieldText.userName) : null,
    password:
      checkFields && !validateLoginInput(password) ? text.formatMessage(fieldText.password) : null,
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
      {
        errorMessage:
          outcome.kind === 'banner' ? outcome.message : text.formatMessage(sharedText.genericError),
      },
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
        <p className="login-page__side">
          {text.formatMessage(side === 'employers' ? loginText.employers : loginText.employees)}
        </p>
        <h1 id="login-heading">{text.formatMessage(loginText.heading)}</h1>
        <form noValidate onSubmit={logIn}>
          <TextField
            id="userName"
            label={text.formatMessage(loginText.userName)}
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
            label={text.formatMessage(loginText.password)}
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
            <span>{text.formatMessage(loginText.remember)}</span>
          </label>
          <button
            id="login-submit"
            type="submit"
            className="button button--primary button--block"
            disabled={pending}
          >
            {text.formatMessage(loginText.heading)}
          </button>
        </form>
        <p className="login-page__help">
          <Link href={paths.passwordReset(side)}>{text.formatMessage(loginText.cannotAccess)}</Link>
        </p>
      </section>

      <section className="card login-page__register" aria-labelledby="register-heading">
        <h2 id="register-heading">{text.formatMessage(loginText.registerHeading)}</h2>
        <p>{text.formatMessage(portalOffers[side])}</p>
        <button type="button" className="button button--secondary" onClick={register}>
          {text.formatMessage(loginText.registerHere)}
        </button>
      </section>

      <p className="login-page__disclaimer">
        {text.formatMessage(loginText.disclaimer, {
          disclosure: (words) => <NewTabLink href={disclosureStatementUrl}>{words}</NewTabLink>,
          continuity: (words) => <NewTabLink href={businessContinuityUrl}>{words}</NewTabLink>,
        })}
      </p>
    </div>
  );
}
