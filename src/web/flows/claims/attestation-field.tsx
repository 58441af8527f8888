// The attestation a person confirms before sending what they say (docs/product/claims.md): the
// wizard's review and the appeal ask it in the same words, with its message tied to the box.

import { attestationText } from '#domain/claims/claim-wizard';
import { FieldError } from '#web/components/fields/field-error.tsx';
import { useText } from '#web/language/use-text.ts';

export function AttestationField({
  id,
  checked,
  error,
  onChange,
}: {
  id: string;
  checked: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
}) {
  const text = useText();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{text.formatMessage(attestationText)}</span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
