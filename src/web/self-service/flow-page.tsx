// The frame of every self-service page: the step on show and, where SPEC.md section 2 puts
// it, the help panel beside it (below it when narrow). The styles the flows' screens share
// come with it, so each flow's chunk brings them however a person arrives.

import type { ReactNode } from 'react';
import './self-service.css';

export function FlowPage({ panel, children }: { panel?: ReactNode; children: ReactNode }) {
  return (
    <div className={panel ? 'registration registration--with-panel' : 'registration'}>
      <div className="registration__screen">{children}</div>
      {panel}
    </div>
  );
}

/** While the server is asked where the flow stands: said to screen readers too. */
export function FlowLoading({ children }: { children: ReactNode }) {
  return (
    <p className="registration__loading" role="status">
      {children}
    </p>
  );
}
