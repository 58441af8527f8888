// The mobile phone field of docs/product/field-rules.md: whatever is typed or pasted becomes the
// mask (###) ###-#### as the person types, ten digits at most, so the value sent is always in the
// one form the rules and the SMS provider take.

import { limits } from '#domain/shared/field-rules';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** The digits of `value` in the mask, as far as there are digits: '(312) 55' for '31255'. */
export function maskPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export interface PhoneNumberFieldProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'maxLength' | 'inputMode' | 'type'
> {
  value: string;
  onValueChange(value: string): void;
}

export function PhoneNumberField({ value, onValueChange, ...field }: PhoneNumberFieldProps) {
  return (
    <TextField
      {...field}
      type="tel"
      inputMode="tel"
      value={value}
      maxLength={limits.phoneLength}
      onChange={(event) => onValueChange(maskPhoneNumber(event.target.value))}
    />
  );
}
