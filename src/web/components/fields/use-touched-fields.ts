// Aggressive validation (SPEC.md section 5) without nagging: a field's message shows once
// the person has left the field (or pressed Continue), and from then on follows every
// keystroke. A field the server empties starts untouched again: that is not their mistake.

import { useCallback, useMemo, useState } from 'react';

export interface TouchedFields<Field extends string> {
  isTouched(field: Field): boolean;
  touch(...fields: Field[]): void;
  untouch(...fields: Field[]): void;
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
  return useMemo(
    () => ({ isTouched: (field: Field) => touched.has(field), touch, untouch }),
    [touched, touch, untouch],
  );
}
