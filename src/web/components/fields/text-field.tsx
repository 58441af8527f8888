// A labelled input with its field message: the one way forms in this app render a field.

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, type FieldProblem } from './field-error.tsx';

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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy =
    [input['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id}
        ref={inputRef}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
