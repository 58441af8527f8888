// A field that takes digits only (ZIP code, SSN, verification code): whatever is typed or
// pasted, only its digits are kept, up to the field's length, and phones show the number pad.

import { TextField, type TextFieldProps } from './text-field.tsx';

/** The digits of `value`, at most `maxLength` of them. */
export function keepDigits(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

export interface DigitsFieldProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'maxLength' | 'inputMode' | 'pattern'
> {
  value: string;
  maxLength: number;
  onValueChange(value: string): void;
}

export function DigitsField({ value, maxLength, onValueChange, ...field }: DigitsFieldProps) {
  return (
    <TextField
      {...field}
      value={value}
      maxLength={maxLength}
      inputMode="numeric"
      pattern="[0-9]*"
      onChange={(event) => onValueChange(keepDigits(event.target.value, maxLength))}
    />
  );
}
