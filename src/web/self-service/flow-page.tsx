// The frame of every self-service page: the step on show and, where docs/product/shell.md puts
// it, the help panel beside it (below it when narrow). The styles the flows' screens share
// come with it, so each flow's chunk brings them however a person arrives.

import type { ReactNode } from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import './self-service.css';

const loadingText = defineMessages({
  loading: {
    id: 'self-service.loading',
    defaultMessage: 'Loading…',
    description: 'While the server is asked where the flow stands.',
  },
});

export function FlowPage({ panel, children }: { panel?: ReactNode; children: ReactNode }) {
  return (
    <div className={panel ? 'registration registration--with-panel' : 'registration'}>
      <div className="registration__screen">{children}</div>
      {panel}
    </div>
  );
}

/**
 * While the server is asked where the flow stands: said to screen readers too. 'Loading…'
 * unless the flow says what is loading.
 */
export function FlowLoading({ children }: { children?: ReactNode }) {
  const text = useText();
  return (
    <p className="registration__loading" role="status">
      {children ?? text.formatMessage(loadingText.loading)}
    </p>
  );
}
