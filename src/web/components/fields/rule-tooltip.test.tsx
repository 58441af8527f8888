// The requirement checklist as a user meets it on a password field: it appears 50 ms after
// the field takes focus, marks each rule passed or not, and sits on top on narrow screens.

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { passwordChecks } from '#domain/shared/field-rules';
import { RuleTooltip, useRuleTooltip } from './rule-tooltip.tsx';

function PasswordField() {
  const [password, setPassword] = useState('');
  const tip = useRuleTooltip();
  return (
    <div className="rule-tooltip-anchor">
      <label htmlFor="password">Password</label>
      <input
        id="password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        {...tip.fieldProps}
      />
      <RuleTooltip {...tip.tooltipProps} rules={passwordChecks(password)} />
      <button type="button">Continue</button>
    </div>
  );
}

const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } })
  .happyDOM;

function setWindowWidth(width: number) {
  act(() => happyDom.setViewport({ width }));
}

const passwordField = () => screen.getByLabelText('Password');

beforeEach(() => {
  setWindowWidth(1024);
});

describe('when the rule tooltip shows', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  test('50 ms after the field takes focus', () => {
    render(<PasswordField />);

    act(() => passwordField().focus());
    act(() => vi.advanceTimersByTime(49));
    expect(screen.queryByRole('tooltip')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  test('never, when focus leaves within 50 ms', () => {
    render(<PasswordField />);

    act(() => passwordField().focus());
    act(() => vi.advanceTimersByTime(30));
    act(() => passwordField().blur());
    act(() => vi.advanceTimersByTime(100));

    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('the rule tooltip', () => {
  test('lists every rule, each marked passed or not passed, and ticks them as the user types', async () => {
    const user = userEvent.setup();
    render(<PasswordField />);

    await user.click(passwordField());
    const tooltip = await screen.findByRole('tooltip');
    const rules = () => within(tooltip).getAllByRole('listitem');

    expect(rules().map((rule) => rule.textContent)).toEqual([
      '8 to 24 characters not passed',
      'At least three of: lowercase letter, uppercase letter, number, special character not passed',
      'No spaces not passed',
    ]);

    await user.type(passwordField(), 'Benefits#2024');

    expect(rules().map((rule) => rule.textContent)).toEqual([
      '8 to 24 characters passed',
      'At least three of: lowercase letter, uppercase letter, number, special character passed',
      'No spaces passed',
    ]);
  });

  test('describes the field, so a screen reader hears the rules with it', async () => {
    const user = userEvent.setup();
    render(<PasswordField />);

    await user.type(passwordField(), 'short');
    await screen.findByRole('tooltip');

    expect(passwordField()).toHaveAccessibleDescription(
      /^8 to 24 characters not passed .* No spaces passed$/,
    );
  });

  test('hides when the field loses focus, and Escape hides it without moving focus', async () => {
    const user = userEvent.setup();
    render(<PasswordField />);

    await user.click(passwordField());
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(passwordField()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(passwordField());
    await screen.findByRole('tooltip');

    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  test('sits on top below 992 px and to the right from 992 px, following resizes', async () => {
    // Starts narrow: happy-dom's media query list only reports changes away from 'no match'.
    setWindowWidth(991);
    render(<PasswordField />);
    act(() => passwordField().focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveClass('rule-tooltip--top');

    setWindowWidth(992);
    expect(tooltip).toHaveClass('rule-tooltip--right');

    setWindowWidth(700);
    expect(tooltip).toHaveClass('rule-tooltip--top');
  });

  test('starts to the right on a wide screen and on top on a narrow one', () => {
    const { unmount } = render(<RuleTooltip id="rules" open rules={passwordChecks('')} />);
    expect(screen.getByRole('tooltip')).toHaveClass('rule-tooltip--right');
    unmount();

    setWindowWidth(375);
    render(<RuleTooltip id="rules" open rules={passwordChecks('')} />);
    expect(screen.getByRole('tooltip')).toHaveClass('rule-tooltip--top');
  });

  test('a given placement wins over the window width', () => {
    render(<RuleTooltip id="rules" open placement="top" rules={passwordChecks('')} />);

    expect(screen.getByRole('tooltip')).toHaveClass('rule-tooltip--top');
  });

  test('has no accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = render(<PasswordField />);

    await user.type(passwordField(), 'abc def');
    await screen.findByRole('tooltip');

    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
