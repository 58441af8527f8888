// A labelled select with its field message, the way TextField renders an input.

import type { SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'children'
> {
  id: string;
  label: string;
  options: { value: string; label: string }[];
  /** The first, empty choice: what to choose. */
  placeholder: string;
  error?: string | null;
}

export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  ...select
}: SelectFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
