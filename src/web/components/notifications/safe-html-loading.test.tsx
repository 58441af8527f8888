// @vitest-environment jsdom
// DOMPurify is fetched the first time a message is shown. Until it is there, nothing of the
// message appears: never the raw HTML. If it cannot be fetched, the words still reach the user.

import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

type Outcome = 'loaded' | 'failed';

/** A SafeHtml whose DOMPurify download ends when the test says so. */
async function safeHtmlWithSlowDownload() {
  let finish: (outcome: Outcome) => void = () => undefined;
  const outcome = new Promise<Outcome>((resolve) => {
    finish = resolve;
  });
  vi.resetModules();
  vi.doMock('dompurify', async (importOriginal) => {
    if ((await outcome) === 'failed') throw new Error('The chunk could not be loaded');
    return importOriginal();
  });
  const { SafeHtml } = await import('./safe-html.tsx');
  return { SafeHtml, finish };
}

const message = '<p>Your session <b>ended</b>.<img src="x" onerror="alert(1)"></p>';

afterEach(() => {
  vi.doUnmock('dompurify');
  vi.resetModules();
});

test('nothing of the message shows until the sanitiser has loaded', async () => {
  const { SafeHtml, finish } = await safeHtmlWithSlowDownload();
  const { container } = render(<SafeHtml html={message} />);

  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(container).toBeEmptyDOMElement();

  finish('loaded');

  expect(await screen.findByText('ended')).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
});

test('when the sanitiser cannot load, the message shows as plain text', async () => {
  const { SafeHtml, finish } = await safeHtmlWithSlowDownload();
  const { container } = render(<SafeHtml html={message} />);

  finish('failed');

  expect(await screen.findByText('Your session ended.')).toBeInTheDocument();
  expect(container.querySelector('b, img')).toBeNull();
});
