// A field's message under it, with the id its inputs name in aria-describedby.

export function FieldError({ id, error }: { id: string | undefined; error?: string | null }) {
  return error ? (
    <p className="field__error" id={id}>
      {error}
    </p>
  ) : null;
}
