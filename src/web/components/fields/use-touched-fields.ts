// Aggressive validation (docs/product/field-rules.md) without nagging: a field's message shows once
// the person has left the field (or pressed Continue), and from then on follows every
// keystroke. A field the server empties starts untouched again: that is not their mistake.

import { useCallback, useMemo, useState } from 'react';
import type { FieldProblem } from './field-error.tsx';

export interface TouchedFields<Field extends string> {
  isTouched(field: Field): boolean;
  touch(...fields: Field[]): void;
  untouch(...fields: Field[]): void;
  /**
   * Continue pressed: every field in `order` shows its message, and focus goes to the first
   * one with a problem (its element id is the field's name). Answers whether none has one.
   */
  validateAll(order: readonly Field[], problems: Partial<Record<Field, FieldProblem>>): boolean;
}

export function useTouchedFields<Field extends string>(): TouchedFields<Field> {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const touch = useCallback(
    (...fields: Field[]) =>
      setTouched((current) =>
        fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields]),
      ),
    [],
  );
  const untouch = useCallback(
    (...fields: Field[]) =>
      setTouched((current) => new Set([...current].filter((field) => !fields.includes(field)))),
    [],
  );
  const validateAll = useCallback(
    (order: readonly Field[], problems: Partial<Record<Field, FieldProblem>>) => {
      touch(...order);
      const invalid = order.find((field) => problems[field]);
      if (invalid) document.getElementById(invalid)?.focus();
      return !invalid;
    },
    [touch],
  );
  return useMemo(
    () => ({ isTouched: (field: Field) => touched.has(field), touch, untouch, validateAll }),
    [touched, touch, untouch, validateAll],
  );
}
