// What a person gave or what a record holds, as label and value pairs: a description list,
// the label above its value on a phone and beside it from 576 px. Used by the registration's
// review and the benefits screens (a claim's details, the wizard's review).

import type { ReactNode } from 'react';
import './summary-list.css';

export type SummaryRow = [label: string, value: ReactNode];

export function SummaryList({ rows, className }: { rows: SummaryRow[]; className?: string }) {
  return (
    <dl className={className ? `summary-list ${className}` : 'summary-list'}>
      {rows.map(([label, value]) => (
        <div key={label} className="summary-list__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
