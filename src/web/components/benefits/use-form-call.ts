// How a form of the benefits area calls the server, on the call every form shares
// (lib/server-call.ts): its buttons wait, a 403 gets them back (the Session Timeout alert
// shows), a 400 that names a field of the form shows its message at that field (tied to its
// input by aria-describedby), a refusal the form knows is its own to say, a 401 goes to
// 'Confirm it's you' or the login page, and anything else shows the generic banner. A message
// the form knows (a descriptor of the domain's) is said in the language shown, and follows a
// change of it; a server's refusal is shown as the server said it, in the request's language.

import { useMemo, useState } from 'react';
import type { MessageDescriptor } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import type { ApiError } from '#web/lib/api-client.ts';
import { settle, useServerCall } from '#web/lib/server-call.ts';
import { useFirstErrorFocus } from './benefit-fields.tsx';
import { fieldRefusal, statusOf, useCallFailure } from './use-benefits-data.tsx';

/** The messages shown at the form's fields, as said. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A field's message: the form's own to say, or a sentence the server said. */
export type FieldMessage = MessageDescriptor | string;
export type FieldMessages<Field extends string> = Partial<Record<Field, FieldMessage>>;

export interface CallOptions<Field extends string> {
  /** The id of the control that made the call: the banner's Dismiss returns focus to it. */
  activator?: string;
  /** The form's field a 400's `field` names, or null when the form has none (the banner then). */
  fieldOf?(name: string): Field | null;
  /** Says a refusal the form knows (a 409, say) and resolves true; false leaves it to the banner. */
  refused?(error: ApiError): boolean | Promise<boolean>;
}

/**
 * `send` runs one call with the buttons waiting, and resolves with its answer, or with null
 * when there is none to use: the hook has shown why. `answerOf` is the same without the
 * waiting, for a call inside a longer task of `whilePending`. `errors` are the messages shown
 * at the form's fields.
 */
export function useFormCall<Field extends string = never>() {
  const { pending, whilePending } = useServerCall();
  const failed = useCallFailure();
  const text = useText();
  const [messages, setErrors] = useState<FieldMessages<Field>>({});
  const [form, focusFirstError] = useFirstErrorFocus();
  const errors = useMemo(() => {
    const said: FieldErrors<Field> = {};
    for (const field of Object.keys(messages) as Field[]) {
      const message = messages[field];
      if (message)
        said[field] = typeof message === 'string' ? message : text.formatMessage(message);
    }
    return said;
  }, [messages, text]);

  /** Shows these messages at their fields; the first field takes focus. */
  function showErrors(found: FieldMessages<Field>) {
    setErrors(found);
    focusFirstError();
  }

  async function answerOf<T>(
    call: () => Promise<T | undefined>,
    { activator, fieldOf, refused }: CallOptions<Field> = {},
  ): Promise<T | null> {
    const result = await settle(call);
    if (result.kind === 'answered') return result.answer;
    if (result.kind === 'timed-out') return null;
    const refusal = fieldRefusal(result.error);
    const field = refusal && fieldOf?.(refusal.field);
    if (refusal && field) {
      showErrors({ [field]: refusal.message } as FieldErrors<Field>);
      return null;
    }
    if (statusOf(result.error) !== null && (await refused?.(result.error as ApiError))) {
      return null;
    }
    failed(result.error, activator && `#${activator}`);
    return null;
  }

  function send<T>(
    call: () => Promise<T | undefined>,
    options?: CallOptions<Field>,
  ): Promise<T | null> {
    return whilePending(() => answerOf(call, options));
  }

  return { pending, whilePending, send, answerOf, errors, setErrors, showErrors, form };
}
