// The second factor's pages (issue 15), one lazy chunk: 'Confirm it's you' after the password,
// and 'Sign-in and security'. @simplewebauthn/browser comes with it, never onto the login page.

import type { Side } from '#domain/shared/sides';
import ConfirmPage from './confirm-page.tsx';
import SecurityPage from './security-page.tsx';
import '#web/components/benefits/benefits.css';
import './second-factor.css';

export type SecondFactorScreen = 'confirm' | 'security';

export default function SecondFactorScreens({
  screen,
  side,
}: {
  screen: SecondFactorScreen;
  side: Side;
}) {
  return screen === 'confirm' ? <ConfirmPage side={side} /> : <SecurityPage side={side} />;
}
