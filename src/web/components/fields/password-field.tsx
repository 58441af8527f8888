// A password input that only takes what is typed (docs/product/field-rules.md: "Paste and undo/redo
// are blocked in both password fields"): a password has to be typed twice from memory, not
// copied from somewhere it was exposed, and undo must not bring back a cleared password.
// Undo and redo are blocked at the keyboard shortcut and at the browser's own menu, which
// only the native beforeinput event reports.

import type { ClipboardEvent, DragEvent, KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** The field keeps its input's ref to itself: it watches the input for undo and redo. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'inputRef'>;

/** Ctrl/Cmd+Z (undo), Ctrl/Cmd+Y and Ctrl/Cmd+Shift+Z (redo). */
export function isUndoOrRedoShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) {
  if (!event.ctrlKey && !event.metaKey) return false;
  const key = event.key.toLowerCase();
  return key === 'z' || key === 'y';
}

const historyInputTypes = new Set(['historyUndo', 'historyRedo']);

/** Undo and redo from the browser's menus, which no key event reports. */
function blockHistory(event: InputEvent) {
  if (historyInputTypes.has(event.inputType)) event.preventDefault();
}

function watchHistory(input: HTMLInputElement | null) {
  if (!input) return;
  input.addEventListener('beforeinput', blockHistory);
  return () => input.removeEventListener('beforeinput', blockHistory);
}

export function PasswordField({ onPaste, onDrop, onKeyDown, ...field }: PasswordFieldProps) {
  return (
    <TextField
      {...field}
      type="password"
      inputRef={watchHistory}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        onPaste?.(event);
      }}
      // Dropping dragged text is pasting by another name.
      onDrop={(event: DragEvent<HTMLInputElement>) => {
        event.preventDefault();
        onDrop?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (isUndoOrRedoShortcut(event)) event.preventDefault();
        onKeyDown?.(event);
      }}
    />
  );
}
