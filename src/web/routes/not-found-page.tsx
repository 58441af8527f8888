import { Link } from 'wouter';
import { defineMessages } from '#domain/shared/define-messages';
import { sharedText } from '#domain/shared/messages';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';

const notFoundText = defineMessages({
  explanation: {
    id: 'shell.notFound.explanation',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  goToMyAccount: {
    id: 'shell.notFound.goToMyAccount',
    defaultMessage: 'Go to My Account',
    description: "A link to the portal's landing page; 'My Account' is the portal's name.",
  },
});

export function NotFoundPage() {
  const text = useText();
  return (
    <div className="not-found">
      <h1>{text.formatMessage(sharedText.pageNotFound)}</h1>
      <p>{text.formatMessage(notFoundText.explanation)}</p>
      <p>
        <Link href={paths.landing}>{text.formatMessage(notFoundText.goToMyAccount)}</Link>
      </p>
    </div>
  );
}
