// A step form's Continue (or Submit): it submits the form, and waits (disabled) while the
// step's call is in flight, so a second press never sends the step twice. With `back`, the
// step's Back comes before it, waiting alike.

export function ContinueButton({
  id,
  disabled,
  label = 'Continue',
  back,
}: {
  id: string;
  disabled: boolean;
  label?: string;
  back?: { id: string; onClick(): void };
}) {
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
          Back
        </button>
      )}
      <button id={id} type="submit" className="button button--primary" disabled={disabled}>
        {label}
      </button>
    </div>
  );
}
