// A labelled text area with its hint and field message: a text-field.tsx for paragraphs.

import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldProblem } from './field-error.tsx';
import { FieldFrame } from './field-frame.tsx';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children'
> {
  id: string;
  label: string;
  error?: FieldProblem;
  /** Shown under the label, e.g. how many characters are left. */
  hint?: ReactNode;
}

export function TextAreaField({ id, label, error, hint, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <textarea
          {...area}
          id={id}
          className="field__input field__input--area"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
