// Phone numbers as the portal keeps them and as SMS providers take them. The portal serves
// US employers: docs/product/field-rules.md masks a mobile number as (###) ###-####, ten digits
// without a country code, while providers want E.164, the international form.

import { validatePhoneNumber } from './field-rules.ts';

/** E.164: a plus, a country code that never starts with 0, at most 15 digits in all. */
export const e164Pattern = /^\+[1-9]\d{1,14}$/;

/**
 * A number as the mobile field masks it, `(###) ###-####`, in E.164 (`+1##########`); null for
 * anything the mask does not accept. Whether the number exists is the provider's to say.
 */
export function phoneNumberToE164(phone: string): string | null {
  if (validatePhoneNumber(phone) !== null) return null;
  return `+1${phone.replace(/\D/g, '')}`;
}
