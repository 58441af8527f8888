// A step form's Continue (or Submit): it submits the form, and waits (disabled) while the
// step's call is in flight, so a second press never sends the step twice. With `back`, the
// step's Back comes before it, waiting alike.

import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';

export const stepButtonText = defineMessages({
  continue: { id: 'self-service.continue', defaultMessage: 'Continue' },
  back: { id: 'self-service.back', defaultMessage: 'Back' },
});

export function ContinueButton({
  id,
  disabled,
  label,
  back,
}: {
  id: string;
  disabled: boolean;
  /** 'Continue' unless the step says otherwise. */
  label?: string;
  back?: { id: string; onClick(): void };
}) {
  const text = useText();
  return (
    <div className="button-row">
      {back && (
        <button
          id={back.id}
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={back.onClick}
        >
          {text.formatMessage(stepButtonText.back)}
        </button>
      )}
      <button id={id} type="submit" className="button button--primary" disabled={disabled}>
        {label ?? text.formatMessage(stepButtonText.continue)}
      </button>
    </div>
  );
}
