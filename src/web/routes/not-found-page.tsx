import { Link } from 'wouter';
import { messages } from '#domain/shared/messages';
import { paths } from '#web/paths.ts';

export function NotFoundPage() {
  return (
    <div className="not-found">
      <h1>{messages.pageNotFound}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link href={paths.landing}>Go to My Account</Link>
      </p>
    </div>
  );
}
