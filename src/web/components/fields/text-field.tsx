// A labelled input with its field message: the one way forms in this app render a field.

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { FieldProblem } from './field-error.tsx';
import { FieldFrame } from './field-frame.tsx';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'children'
> {
  id: string;
  label: string;
  /**
   * The field message of docs/product/field-rules.md, shown under the input when the value is not
   * valid.
   */
  error?: FieldProblem;
  /** Shown under the label, e.g. a format hint. */
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  error,
  hint,
  inputRef,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      className={className}
      describedBy={input['aria-describedby']}
    >
      {(describedBy) => (
        <input
          {...input}
          id={id}
          ref={inputRef}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
