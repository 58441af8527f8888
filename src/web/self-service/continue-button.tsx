// A step form's Continue: it submits the form, and waits (disabled) while the step's call is
// in flight, so a second press never sends the step twice.

export function ContinueButton({ id, disabled }: { id: string; disabled: boolean }) {
  return (
    <div className="button-row">
      <button id={id} type="submit" className="button button--primary" disabled={disabled}>
        Continue
      </button>
    </div>
  );
}
