// The second factor's pages (docs/product/second-factor.md), one lazy chunk: 'Confirm it's you'
// after the password, and 'Sign-in and security'. @simplewebauthn/browser comes with it, never onto
// the login page.

import type { Side } from '#domain/shared/sides';
import SecondStepPage from './second-step-page.tsx';
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
  return screen === 'confirm' ? <SecondStepPage side={side} /> : <SecurityPage side={side} />;
}
