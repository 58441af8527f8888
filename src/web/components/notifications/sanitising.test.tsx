// @vitest-environment jsdom
// Markup in a server's status name never runs in the browser
// (docs/security.md#tests-that-prove-it). The login page and the registration screens put the name
// the server sends into the banner, and into the alert's title; the SESSIONLOCKED alert shows its
// body as HTML. Whatever a name carries, a script, an event handler, a javascript: link or a
// mutation-XSS trick, the banner and the alert show it without anything able to run: every element
// left is fired every event a handler could hang on, and nothing may answer. A control shows that
// the same firing does run a handler that was left in.

import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { usePortalStore } from '#web/lib/store.ts';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { AlertModal } from './alert-modal.tsx';
import { Banner } from './banner.tsx';

/**
 * What a payload does if it runs: it marks the page. Inline handlers run in the document's
 * own scope, where the test's functions are not, but the document is the same.
 */
const ran = (name: string) => `document.body.setAttribute('data-ran','${name}')`;

/** [name, markup]: each marks the page with its name if anything of it runs. */
const vectors: [string, string][] = [
  ['img onerror', `<img src=x onerror="${ran('img')}">`],
  ['uppercase IMG ONERROR', `<IMG SRC=x ONERROR="${ran('upper')}">`],
  ['script', `<script>${ran('script')}</script>`],
  ['svg onload', `<svg onload="${ran('svg')}"><circle r="1"></circle></svg>`],
  ['iframe javascript:', `<iframe src="javascript:${ran('iframe')}"></iframe>`],
  ['iframe srcdoc', `<iframe srcdoc="<script>parent.${ran('srcdoc')}</script>"></iframe>`],
  ['javascript: link', `<a href="javascript:${ran('link')}">claim</a>`],
  ['entity-encoded javascript: link', `<a href="&#106;avascript:${ran('entity')}">claim</a>`],
  ['tab inside the scheme', `<a href="java&#x09;script:${ran('tab')}">claim</a>`],
  ['data: link', `<a href="data:text/html,<script>${ran('data')}</script>">claim</a>`],
  [
    'link handler',
    `<a href="/auth/" onmouseover="${ran('mouse')}" onclick="${ran('click')}">help</a>`,
  ],
  [
    'details ontoggle',
    `<details open ontoggle="${ran('toggle')}"><summary>more</summary></details>`,
  ],
  ['autofocus onfocus', `<input autofocus onfocus="${ran('focus')}">`],
  ['body onload', `<body onload="${ran('body')}">`],
  ['object', `<object data="javascript:${ran('object')}"></object>`],
  ['embed', `<embed src="javascript:${ran('embed')}">`],
  ['form action', `<form action="javascript:${ran('form')}"><button>go</button></form>`],
  ['math xlink:href', `<math><mi xlink:href="javascript:${ran('math')}">x</mi></math>`],
  ['style url()', `<span style="background:url(javascript:${ran('style')})">styled</span>`],
  ['style element', `<style>@import "javascript:${ran('import')}";</style>`],
  ['meta refresh', `<meta http-equiv="refresh" content="0;url=javascript:${ran('meta')}">`],
  ['base href', `<base href="javascript:${ran('base')}//">`],
  [
    'noscript mutation',
    `<noscript><p title="</noscript><img src=x onerror=${ran('noscript')}>"></noscript>`,
  ],
  ['svg style mutation', `<svg></p><style><a id="</style><img src=1 onerror=${ran('svgstyle')}>">`],
  [
    'form math mutation',
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${ran('mglyph')}>`,
  ],
];

/** Elements through which markup can run, load or restyle. */
const dangerousElements =
  'script, iframe, object, embed, svg, math, style, link, meta, base, form, input, img, details, noscript, body';
const events = [
  'error',
  'load',
  'click',
  'mouseover',
  'focus',
  'toggle',
  'animationstart',
  'submit',
];

/** The mark a payload that ran left on the page. */
const hits = () => [document.body.getAttribute('data-ran')].filter((mark) => mark !== null);

/** Fires every event at every element under `root`, as a person and the browser would. */
async function fireEverything(root: Element) {
  // The events test handlers; a real navigation is not the question here.
  root.addEventListener('click', (event) => event.preventDefault(), true);
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const type of events) element.dispatchEvent(new Event(type, { bubbles: true }));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Nothing ran, and nothing is left that could. */
async function expectInert(root: Element) {
  await fireEverything(root);
  expect(hits()).toEqual([]);
  expect(root.querySelectorAll(dangerousElements)).toHaveLength(0);
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const handlers = element.getAttributeNames().filter((name) => /^on/i.test(name));
    expect(handlers).toEqual([]);
    expect(element.hasAttribute('style')).toBe(false);
  }
  for (const link of root.querySelectorAll('a[href]')) {
    // Browsers ignore control characters and spaces inside a scheme.
    const href = [...(link.getAttribute('href') ?? '')]
      .filter((character) => character.charCodeAt(0) > 0x20)
      .join('');
    expect(href).not.toMatch(/^(?:javascript|data|vbscript):/i);
  }
}

function Page() {
  return (
    <main id="main-content">
      <Banner />
      <h1>Log in</h1>
      <AlertModal />
    </main>
  );
}

beforeEach(() => {
  document.body.removeAttribute('data-ran');
  usePortalStore.setState({ banner: null, bannerActivator: null, alert: null });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
});

test('the firing runs a handler that is left in (control)', async () => {
  const unsanitised = document.createElement('div');
  unsanitised.innerHTML = `<img src=x onerror="${ran('control')}">`;
  document.body.append(unsanitised);
  await fireEverything(unsanitised);
  unsanitised.remove();
  expect(hits()).toEqual(['control']);
});

describe('a status name with markup', () => {
  test.each(vectors)('shown in the banner (%s) runs nothing', async (_name, markup) => {
    const { container } = render(<Page />);
    // As the login page shows any other status: a red banner with the status name.
    act(() =>
      usePortalStore.getState().showBanner({ errorMessage: `Not allowed ${markup} today` }),
    );
    const message = await waitFor(() => {
      const shown = container.querySelector('.banner__message');
      if (!shown?.textContent?.includes('Not allowed')) throw new Error('not shown yet');
      return shown;
    });
    await expectInert(message);
  });

  test.each(vectors)(
    'as the alert title and HTML body (%s) runs nothing',
    async (_name, markup) => {
      render(<Page />);
      // As a registration screen shows SESSIONLOCKED: the name as title, the body as HTML.
      act(() =>
        usePortalStore.getState().showAlert({
          message: `Locked ${markup}`,
          sessionLocked: true,
          bodyMessage: `You can still <a href="/auth/claims">file a claim</a>. ${markup}`,
        }),
      );
      const dialog = await waitFor(() => {
        const shown = document.querySelector('[role="dialog"]');
        if (!shown?.querySelector('a[href="/auth/claims"]')) throw new Error('not shown yet');
        return shown;
      });
      // The title is text: the markup is shown as the characters it is made of.
      const title = dialog.querySelector('h2');
      expect(title?.textContent).toBe(`Locked ${markup}`);
      expect(title?.children).toHaveLength(0);
      const body = dialog.querySelector('.alert-modal__text');
      expect(body).not.toBeNull();
      if (body) await expectInert(body);
    },
  );
});
