// The date of birth as three boxes, typed in one go: focus moves on when a box is full and
// Backspace in an empty box goes back.

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { DateOfBirthField, type DateParts, emptyDate } from './date-of-birth-field.tsx';

function Form({ error }: { error?: string }) {
  const [value, setValue] = useState<DateParts>(emptyDate);
  const [left, setLeft] = useState(0);
  return (
    <form>
      <DateOfBirthField
        id="dateOfBirth"
        value={value}
        error={error}
        onChange={setValue}
        onBlur={() => setLeft((count) => count + 1)}
      />
      <p>Left the date {left} times</p>
      <button type="button">Continue</button>
    </form>
  );
}

const box = (name: 'Month' | 'Day' | 'Year') => screen.getByLabelText(name);

describe('the date of birth', () => {
  test('is one group named Date of Birth with a named box for each part', () => {
    render(<Form />);

    const group = screen.getByRole('group', { name: 'Date of Birth' });
    expect(group).toContainElement(box('Month'));
    expect(box('Month')).toHaveAttribute('placeholder', 'MM');
    expect(box('Day')).toHaveAttribute('placeholder', 'DD');
    expect(box('Year')).toHaveAttribute('placeholder', 'YYYY');
    expect(box('Year')).toHaveAttribute('maxlength', '4');
    expect(box('Month')).toHaveAttribute('inputmode', 'numeric');
  });

  test('typed in one go, focus moves from box to box as each fills', async () => {
    const user = userEvent.setup();
    render(<Form />);

    await user.click(box('Month'));
    await user.keyboard('05011982');

    expect(box('Month')).toHaveValue('05');
    expect(box('Day')).toHaveValue('01');
    expect(box('Year')).toHaveValue('1982');
    expect(box('Year')).toHaveFocus();
  });

  test('takes digits only', async () => {
    const user = userEvent.setup();
    render(<Form />);

    await user.type(box('Month'), 'a1/');

    expect(box('Month')).toHaveValue('1');
    expect(box('Month')).toHaveFocus();
  });

  test('Backspace in an empty box goes back to the box before, then deletes there', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(box('Month'));
    await user.keyboard('0501');
    expect(box('Year')).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(box('Day')).toHaveFocus();
    expect(box('Day')).toHaveValue('01');

    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(box('Day')).toHaveValue('');
    expect(box('Month')).toHaveFocus();
    expect(box('Month')).toHaveValue('05');
  });

  test('counts as left only when focus leaves the whole group', async () => {
    const user = userEvent.setup();
    render(<Form />);

    await user.click(box('Month'));
    await user.tab();
    await user.tab();
    expect(screen.getByText('Left the date 0 times')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Left the date 1 times')).toBeVisible();
  });

  test('its message describes every box', () => {
    const message = 'Please enter the date of birth as MM/DD/YYYY (e.g. 05/01/1952).';
    render(<Form error={message} />);

    for (const name of ['Month', 'Day', 'Year'] as const) {
      expect(box(name)).toHaveAccessibleDescription(message);
      expect(box(name)).toBeInvalid();
    }
  });

  test('has no accessibility violations', async () => {
    const { container } = render(<Form error="Please enter the date of birth." />);

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
