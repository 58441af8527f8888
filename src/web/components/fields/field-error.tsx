// A field's message under it, with the id its inputs name in aria-describedby. A message of the
// field rules (src/domain/shared/field-rules.ts) is said in the page's language here, where it
// shows; a form that words its own messages passes them as text.

import type { MessageDescriptor } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';

/** A field's problem: a message to say, text already said, or none. */
export type FieldProblem = MessageDescriptor | string | null;

export function FieldError({ id, error }: { id: string | undefined; error?: FieldProblem }) {
  const text = useText();
  if (!error) return null;
  return (
    <p className="field__error" id={id}>
      {typeof error === 'string' ? error : text.formatMessage(error)}
    </p>
  );
}
