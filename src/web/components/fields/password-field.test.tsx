// A password has to be typed: paste, drop, undo and redo are refused in the field.

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { PasswordField } from './password-field.tsx';

function Form() {
  const [password, setPassword] = useState('');
  const [keys, setKeys] = useState<string[]>([]);
  return (
    <>
      <PasswordField
        id="password"
        label="Password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onKeyDown={(event) => setKeys((seen) => [...seen, event.key])}
      />
      <p>Keys seen: {keys.join(' ')}</p>
    </>
  );
}

const passwordField = () => screen.getByLabelText('Password');

describe('the password field', () => {
  test('is a masked input that takes what is typed', async () => {
    const user = userEvent.setup();
    render(<Form />);

    await user.type(passwordField(), 'Benefits#2024');

    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveValue('Benefits#2024');
  });

  test('refuses pasted text', async () => {
    const user = userEvent.setup();
    render(<Form />);

    await user.click(passwordField());
    await user.paste('Benefits#2024');

    expect(passwordField()).toHaveValue('');
  });

  test('refuses dropped text', () => {
    render(<Form />);

    const dropped = fireEvent.drop(passwordField());

    expect(dropped).toBe(false);
  });

  test.each([
    ['Ctrl+Z', { key: 'z', ctrlKey: true }],
    ['Cmd+Z', { key: 'z', metaKey: true }],
    ['Ctrl+Y', { key: 'y', ctrlKey: true }],
    ['Ctrl+Shift+Z', { key: 'Z', ctrlKey: true, shiftKey: true }],
    ['Cmd+Shift+Z', { key: 'Z', metaKey: true, shiftKey: true }],
  ])('refuses %s', (_name, keys) => {
    render(<Form />);

    expect(fireEvent.keyDown(passwordField(), keys)).toBe(false);
  });

  test('lets other shortcuts through and still tells the form about keys', async () => {
    const user = userEvent.setup();
    render(<Form />);

    expect(fireEvent.keyDown(passwordField(), { key: 'a', ctrlKey: true })).toBe(true);
    await user.type(passwordField(), 'x');
    expect(screen.getByText(/Keys seen:/)).toHaveTextContent('Keys seen: a x');
  });

  test("refuses undo and redo from the browser's menus", () => {
    render(<Form />);
    const inputEvent = (inputType: string) =>
      new InputEvent('beforeinput', { inputType, bubbles: true, cancelable: true });

    expect(passwordField().dispatchEvent(inputEvent('historyUndo'))).toBe(false);
    expect(passwordField().dispatchEvent(inputEvent('historyRedo'))).toBe(false);
    expect(passwordField().dispatchEvent(inputEvent('insertText'))).toBe(true);
  });

  test('stops watching when it leaves the page', () => {
    const { unmount } = render(<Form />);
    const input = passwordField();
    const removed = vi.spyOn(input, 'removeEventListener');

    unmount();

    expect(removed).toHaveBeenCalledWith('beforeinput', expect.any(Function));
  });
});
