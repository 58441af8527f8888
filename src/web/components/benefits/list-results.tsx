// The results of a keyset list ('Employee claims', 'Employees'): a 'Results' heading that takes
// focus after the person moved (a filter applied, another page), so a screen reader reads on from
// there; what loads, a sentence of what the page holds, the rows, and the page links.

import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import type { Sentence } from '#domain/shared/claim-terms';
import { PageLinks } from './page-links.tsx';
import { LoadingNotice, useBenefitsData } from './use-benefits-data.tsx';
import { useText } from '#web/language/use-text.ts';

/** A page of a keyset list, as the server answers it. */
interface KeysetPage {
  previousCursor: string | null;
  nextCursor: string | null;
}

export function ListResults<Page extends KeysetPage>({
  id,
  title,
  load,
  loadingText,
  pagesLabel,
  sentence,
  addressOf,
  movedRef,
  onMove,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  /** The call of this page (a stable function: one of useCallback). */
  load: () => Promise<Page | undefined>;
  loadingText: string;
  /** The name of the page links: 'Pages of employees'. */
  pagesLabel: string;
  /** What the page holds: '2 employees on this page.', 'No employees match these filters.' */
  sentence(page: Page): Sentence;
  /** The list's address with a cursor. */
  addressOf(cursor: { before: string } | { after: string }): string;
  /** Set when the person moved (a filter, a page): the results then take focus. */
  movedRef: RefObject<boolean>;
  onMove(): void;
  /** The rows of a page. */
  children(page: Page): ReactNode;
}) {
  const text = useText();
  const [page] = useBenefitsData(load);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (page.kind !== 'ready' || !movedRef.current) return;
    movedRef.current = false;
    heading.current?.focus();
  }, [page.kind, movedRef]);

  const said = page.kind === 'ready' ? sentence(page.data) : null;
  return (
    <section className="benefits-section" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <LoadingNotice loaded={page} text={loadingText} />
      {page.kind === 'ready' && said && (
        <>
          <p role="status">{text.formatMessage(said.message, said.values)}</p>
          {children(page.data)}
          <PageLinks
            label={pagesLabel}
            previous={
              page.data.previousCursor ? addressOf({ before: page.data.previousCursor }) : null
            }
            next={page.data.nextCursor ? addressOf({ after: page.data.nextCursor }) : null}
            onMove={onMove}
          />
        </>
      )}
    </section>
  );
}
