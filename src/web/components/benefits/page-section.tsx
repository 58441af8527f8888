// A titled part of a benefits page: a region named by its heading, so a screen reader lists
// it among the landmarks, and a list or the plain words said when it has nothing to list.

import type { ReactNode } from 'react';

export function PageSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="benefits-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Each item's line, or `empty` in plain words when there is none. */
export function ListOrEmpty<Item>({
  items,
  empty,
  className,
  children,
}: {
  items: Item[];
  empty: string;
  className?: string;
  children(item: Item, index: number): ReactNode;
}) {
  return items.length === 0 ? <p>{empty}</p> : <ul className={className}>{items.map(children)}</ul>;
}
