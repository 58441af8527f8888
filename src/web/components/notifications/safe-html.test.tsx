// @vitest-environment jsdom
// The sanitising rules for server messages: the few tags a notice needs, links that can only
// go somewhere harmless, and nothing that runs, loads or restyles.

import { render, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

async function shown(html: string): Promise<HTMLElement> {
  const { container } = render(<SafeHtml html={html} className="message" />);
  return waitFor(() => {
    const message = container.querySelector<HTMLElement>('.message');
    if (!message) throw new Error('The message is not shown yet');
    return message;
  });
}

describe('a server message', () => {
  test('keeps paragraphs, emphasis, lists and line breaks', async () => {
    const html =
      '<p>Please <strong>call</strong> us <em>today</em>.<br>Or <b>write</b>, <i>later</i>.</p>' +
      '<ul><li><span>one</span></li><li>two</li></ul>';

    expect((await shown(html)).innerHTML).toBe(html);
  });

  test('loses scripts, event handlers and elements that load or run something', async () => {
    const message = await shown(
      '<p>Hello<img src="x" onerror="alert(1)"></p><script>alert(2)</script>' +
        '<b onclick="alert(3)">bold</b><iframe srcdoc="x"></iframe><style>p{}</style>' +
        '<form action="/x"><input name="q"></form>',
    );

    expect(message.innerHTML).toBe('<p>Hello</p><b>bold</b>');
  });

  test('keeps the text of tags it does not allow', async () => {
    const message = await shown('<div><h1>Title</h1><u>underlined</u></div>');

    expect(message.innerHTML).toBe('Titleunderlined');
  });

  test('drops every attribute but the address, target and rel of a link', async () => {
    const message = await shown(
      '<span class="x" id="y" style="color:red" title="t" data-x="1" aria-label="z">span</span>' +
        '<p href="/x" target="_self" rel="help">p</p>' +
        '<a href="/auth/help" class="x" style="color:red" data-x="1" onclick="alert(1)">help</a>',
    );

    expect(message.innerHTML).toBe('<span>span</span><p>p</p><a href="/auth/help">help</a>');
  });

  test.each([
    ['https://example.com/claims', true],
    ['http://example.com/claims', true],
    ['mailto:help@example.com', true],
    ['tel:18005552273', true],
    ['/auth/employee-benefits/login', true],
    ['claims?step=1#top', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://example.com/file', false],
  ])('a link to %s keeps its address: %s', async (href, kept) => {
    const message = await shown(`<a href="${href}">link</a>`);
    const link = message.querySelector('a');

    expect(link).not.toBeNull();
    expect(link?.hasAttribute('href')).toBe(kept);
  });

  test('a link that opens a new tab cannot reach back to this page', async () => {
    const message = await shown(
      '<a href="https://example.com" target="_blank" rel="opener">new tab</a>' +
        '<a href="https://example.com" target="_blank">also new tab</a>',
    );

    for (const link of message.querySelectorAll('a')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('a link may not target a parent frame or a named window', async () => {
    const message = await shown(
      '<a href="/a" target="_parent">a</a><a href="/b" target="payments">b</a><a href="/c" target="_self">c</a>',
    );

    expect(message.innerHTML).toBe(
      '<a href="/a">a</a><a href="/b">b</a><a href="/c" target="_self">c</a>',
    );
  });
});
