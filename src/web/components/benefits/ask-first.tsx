// An action that cannot be undone, asked about first: its button, then in its place a question
// with 'Yes, …' and a way back. The question takes focus when it shows; the way back returns
// focus to the button. Used by 'Withdraw this request' and the security page's 'Remove'.

import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

export function AskFirst({
  start,
  question,
  yes,
  no,
  yesId,
  pending,
  onYes,
}: {
  /** What the first button says (visually hidden words may name what it acts on). */
  start: ReactNode;
  question: string;
  yes: string;
  no: string;
  /** The id a refusal of the call points back to. */
  yesId?: string;
  /** While the action's call runs: both answers are disabled. */
  pending: boolean;
  onYes(): void;
}) {
  const [asking, setAsking] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useLayoutEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (asked.current) startRef.current?.focus();
    asked.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <div className="button-row">
        <button
          ref={startRef}
          type="button"
          className="button button--secondary"
          onClick={() => setAsking(true)}
        >
          {start}
        </button>
      </div>
    );
  }
  return (
    <div className="benefits-confirm">
      <p ref={questionRef} tabIndex={-1}>
        {question}
      </p>
      <div className="button-row">
        <button
          id={yesId}
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={onYes}
        >
          {yes}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => setAsking(false)}
        >
          {no}
        </button>
      </div>
    </div>
  );
}
