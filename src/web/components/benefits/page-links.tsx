// 'Previous page' and 'Next page' of a keyset list (#domain/shared/keyset-page): links to the
// list's address with the cursor of the first or last row shown, a new entry in the history so
// Back returns to the page before. Nothing when the list fits one page.

import { Link } from 'wouter';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';

const pageLinksText = defineMessages({
  previous: { id: 'benefits.page.previous', defaultMessage: 'Previous page' },
  next: { id: 'benefits.page.next', defaultMessage: 'Next page' },
});

export function PageLinks({
  label,
  previous,
  next,
  onMove,
}: {
  /** The name of the navigation: 'Pages of employee claims'. */
  label: string;
  /** The addresses of the page before and after, or null at either end. */
  previous: string | null;
  next: string | null;
  /** Called when the person moves: the results then take focus. */
  onMove(): void;
}) {
  const text = useText();
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className="button-row">
      {previous && (
        <Link href={previous} className="button button--secondary" onClick={onMove}>
          {text.formatMessage(pageLinksText.previous)}
        </Link>
      )}
      {next && (
        <Link href={next} className="button button--secondary" onClick={onMove}>
          {text.formatMessage(pageLinksText.next)}
        </Link>
      )}
    </nav>
  );
}
