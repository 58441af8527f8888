// The app composes the flows: the route table tells each self-service page its flow's module
// and whether the help panel shows (docs/product/shell.md), and the flows link to each other
// only through the app's addresses.

import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, test } from 'vitest';
import { forgotUserNameLink } from '#web/flows/password-reset/password-reset-screens.tsx';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { App, useCurrentRoute } from '#web/router.tsx';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { recoveryHelpHeading } from '#web/self-service/help-panel.tsx';
import {
  currentPath,
  openApp,
  resetBrowserSession,
  serverAnswers,
  status,
} from '#tests/support/web/flow-test-kit';

/**
 * The route table's word on the page at an address, as the app's router reads it: a browser
 * address (under /auth), or a route's path within the app.
 */
function flowAt(address: string) {
  const { hook } = memoryLocation({
    path: address.startsWith('/auth/') ? address : `/auth${address}`,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router base="/auth" hook={hook}>
      {children}
    </Router>
  );
  const { result } = renderHook(() => useCurrentRoute(), { wrapper });
  return 'flow' in result.current ? result.current.flow : undefined;
}

describe('the module of a flow page', () => {
  it.each([
    ['/employee-benefits/registration/full', 'employee-benefits'],
    ['/auth/employee-benefits/registration/selectCredentials', 'employee-benefits'],
    ['/employers/registration/full', 'employers'],
    ['/auth/employers/registration/verificationCodeSent', 'employers'],
    ['/userNameRecovery/verifyPersonalInformation', 'userNameRecovery'],
    ['/auth/userNameRecovery/retrieveUserName', 'userNameRecovery'],
    ['/employee-benefits/registration/password-reset', 'employee-benefits/password-reset'],
    ['/auth/employers/registration/password-reset', 'employers/password-reset'],
    ['/auth/employers/registration/password-reset?x=1', 'employers/password-reset'],
  ])('is declared by the route of %s', (address, module) => {
    expect(flowAt(address)?.module).toBe(module);
  });

  it('is no flow’s for an address that only names a module further down the path', () => {
    expect(flowAt('/employee-benefits/registration/employers')).toBeUndefined();
    expect(flowAt('/employee-benefits/registration/password-reset/x')).toBeUndefined();
  });
});

describe('the right-hand help panel', () => {
  it('shows on the full registration start and the single-sign-on start only', () => {
    const helpPanel = (address: string) => flowAt(address)?.helpPanel ?? false;
    expect(helpPanel('/employee-benefits/registration/full')).toBe(true);
    expect(helpPanel('/employee-benefits/registration/sso')).toBe(true);
    expect(helpPanel('/employee-benefits/registration/sso/failure')).toBe(false);
    expect(helpPanel('/employee-benefits/registration/selectCredentials')).toBe(false);
    expect(helpPanel('/employee-benefits/registration/password-reset')).toBe(false);
  });
});

const verifyAddress = '/auth/userNameRecovery/verifyPersonalInformation';
const retrieveAddress = '/auth/userNameRecovery/retrieveUserName';

beforeEach(() => {
  resetBrowserSession();
});

describe('between username recovery and the password reset', () => {
  const resetAddress = '/auth/employee-benefits/registration/password-reset';
  const noFlow = status('STEPNOTALLOWED', 'This step is not available now.');

  test("the name's 'Password reset' leads to the employee reset's verify step", async () => {
    const user = userEvent.setup();
    serverAnswers({ 'GET reload': noFlow });
    useFlowStore.getState().update({ recoveredUserName: 'rrecall' });
    await openApp(retrieveAddress);

    await user.click(screen.getByRole('link', { name: 'Password reset' }));

    await waitFor(() => expect(currentPath()).toBe(resetAddress));
    expect(await screen.findByRole('link', { name: forgotUserNameLink })).toHaveAttribute(
      'href',
      verifyAddress,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Let's help you get access.",
    );
    expect(screen.getByLabelText('Last 4 digits SSN / TIN')).toBeVisible();
    expect(screen.queryByRole('region', { name: recoveryHelpHeading })).toBeNull();
  });

  test('browser Back from recovery to the reset page loads that page anew', async () => {
    const user = userEvent.setup();
    serverAnswers({ 'GET reload': noFlow });
    window.history.replaceState(null, '', resetAddress);
    render(<App />);
    await user.click(await screen.findByRole('link', { name: forgotUserNameLink }));
    await waitFor(() => expect(currentPath()).toBe(verifyAddress));
    await screen.findByRole('region', { name: recoveryHelpHeading });
    expect(pageNavigation.reload).not.toHaveBeenCalled();

    window.history.back();

    await waitFor(() => expect(currentPath()).toBe(resetAddress));
    await waitFor(() => expect(pageNavigation.reload).toHaveBeenCalledTimes(1));
  });
});
