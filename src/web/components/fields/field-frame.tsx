// What every labelled field of the app draws around its control: the label, the hint under it,
// the control, and the field message, the control described by the hint and the message.

import type { ReactNode } from 'react';
import { FieldError, type FieldProblem } from './field-error.tsx';

export interface FieldFrameProps {
  id: string;
  label: string;
  error?: FieldProblem;
  hint?: ReactNode;
  className?: string;
  /** Other ids that describe the control, before the hint and the message. */
  describedBy?: string;
  /** The control, given the ids that describe it. */
  children(describedBy: string | undefined): ReactNode;
}

export function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  describedBy,
  children,
}: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      {children(described)}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
