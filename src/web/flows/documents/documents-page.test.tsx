import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, test, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { DocumentsAnswer } from '#domain/documents/documents-answers';
import { FakeUploadRequest, standInForUploads } from '#tests/support/web/fake-upload-request';
import { Banner } from '#web/components/notifications/banner.tsx';
import { usePortalStore } from '#web/lib/store.ts';
import DocumentsPage from './documents-page.tsx';

const listed: DocumentsAnswer = {
  claims: [
    { claimNumber: 'C1000002', kind: 'leave', status: 'information-needed' },
    { claimNumber: 'C1000001', kind: 'disability', status: 'approved' },
  ],
  documents: [
    {
      id: '6b1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
      claimNumber: 'C1000001',
      documentType: 'return-to-work',
      fileName: 'note.pdf',
      receivedAt: '2026-11-20T15:00:00.000Z',
    },
  ],
};

function answerList(...answers: (DocumentsAnswer | number)[]) {
  // A call no answer was given for gets 404, as the real server's unknown path does, never the
  // network of the machine the tests run on.
  const spy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response('{"error":"not found"}', { status: 404 }));
  for (const answer of answers) {
    spy.mockResolvedValueOnce(
      typeof answer === 'number'
        ? new Response('{}', { status: answer })
        : new Response(JSON.stringify(answer), { status: 200 }),
    );
  }
  return spy;
}

function openPage(path = '/employee-benefits/documents') {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Banner />
      <DocumentsPage />
    </Router>,
  );
  return { ...view, location };
}

const noteAddress = '/auth/employee-benefits/api/documents/6b1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10';

/** A download that gives `given` bytes, then fails as a connection the server cut would. */
function cutShort(given: Uint8Array): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(given);
        controller.error(new TypeError('terminated'));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/pdf' } },
  );
}

async function clickDocument(name: string) {
  const sent = await screen.findByRole('region', { name: 'Documents you sent' });
  await userEvent.setup().click(within(sent).getByRole('link', { name }));
}

const pdf = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

async function chooseAndUpload(files: File[]) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Claim'), 'C1000001');
  await user.selectOptions(screen.getByLabelText('Document type'), 'Medical certification');
  await user.upload(screen.getByLabelText('Files'), files);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  return user;
}

standInForUploads();

describe('the documents page', () => {
  test('shows the upload fields, the claim of ?claim= chosen, and the documents sent', async () => {
    answerList(listed);
    const { container } = openPage('/employee-benefits/documents?claim=C1000002');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    expect(screen.getByLabelText('Claim')).toHaveValue('C1000002');
    expect(
      screen.getByRole('option', { name: 'C1000001 · Short-term disability · Approved' }),
    ).toBeInTheDocument();
    const types = within(screen.getByLabelText('Document type')).getAllByRole('option');
    expect(types.slice(1).map((option) => option.textContent)).toEqual([
      'Medical certification',
      'Proof of birth or adoption',
      'Return-to-work note',
      'Other',
    ]);
    const files = screen.getByLabelText('Files');
    expect(files).toHaveAttribute('type', 'file');
    expect(files).toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeVisible();
    const sent = screen.getByRole('region', { name: 'Documents you sent' });
    expect(within(sent).getByRole('link', { name: 'note.pdf' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/api/documents/6b1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
    );
    expect(sent).toHaveTextContent('Return-to-work note · Claim C1000001 · Received Nov 20, 2026');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('uploads each file as its own request with its own progress, and tells each outcome', async () => {
    answerList(listed, listed);
    openPage();
    await screen.findByLabelText('Claim');
    await chooseAndUpload([pdf('first.pdf'), pdf('second.pdf')]);

    expect(FakeUploadRequest.sent.map((request) => request.fileName('files'))).toEqual([
      'first.pdf',
      'second.pdf',
    ]);
    const [first, second] = FakeUploadRequest.sent;
    expect(first?.url).toBe('/auth/employee-benefits/api/documents');
    expect(first?.headers['X-CSRF-TOKEN']).toBe('token-1');
    expect(first?.body?.get('claimNumber')).toBe('C1000001');
    expect(first?.body?.get('documentType')).toBe('medical-certification');

    act(() => first?.progress(250, 1000));
    expect(screen.getByRole('progressbar', { name: 'Uploading first.pdf' })).toHaveAttribute(
      'value',
      '0.25',
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading second.pdf' })).toBeVisible();

    await act(async () =>
      second?.answer(200, {
        files: [
          {
            fileName: 'second.pdf',
            outcome: 'refused',
            reason: 'This file is not a PDF, JPEG or PNG.',
          },
        ],
      }),
    );
    const rows = () =>
      within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem');
    expect(rows()[1]).toHaveTextContent('second.pdf' + 'This file is not a PDF, JPEG or PNG.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'second.pdf: This file is not a PDF, JPEG or PNG.',
    );
    // The other file goes on.
    expect(screen.getByRole('progressbar', { name: 'Uploading first.pdf' })).toBeVisible();

    await act(async () =>
      first?.answer(200, { files: [{ fileName: 'first.pdf', outcome: 'stored', id: 'd-1' }] }),
    );
    expect(rows()[0]).toHaveTextContent('first.pdfUploaded');
    expect(screen.getByRole('status')).toHaveTextContent('first.pdf: Uploaded');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(2));
  });

  test('cancels one file without touching the other', async () => {
    answerList(listed);
    openPage();
    await screen.findByLabelText('Claim');
    const user = await chooseAndUpload([pdf('keep.pdf'), pdf('stop.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Cancel stop.pdf' }));
    expect(FakeUploadRequest.sent.map((request) => request.aborted)).toEqual([false, true]);
    expect(screen.getByRole('progressbar', { name: 'Uploading keep.pdf' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('stop.pdf: Cancelled');
  });

  test('refuses what the browser can tell before sending, with the same reasons', async () => {
    answerList(listed);
    openPage();
    await screen.findByLabelText('Claim');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Files'), [
      pdf('big.pdf', 10 * 1024 * 1024 + 1),
      new File(['MZ'], 'setup.exe'),
      pdf('fine.pdf'),
    ]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(list).toHaveTextContent('big.pdfThis file is larger than 10 MB.');
    expect(list).toHaveTextContent('setup.exeThis file is not a PDF, JPEG or PNG.');
    expect(list).toHaveTextContent('fine.pdfReady to upload');
    await user.selectOptions(screen.getByLabelText('Claim'), 'C1000001');
    await user.selectOptions(screen.getByLabelText('Document type'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(FakeUploadRequest.sent.map((request) => request.fileName('files'))).toEqual([
      'fine.pdf',
    ]);
  });

  test('refuses an eleventh file before sending', async () => {
    answerList(listed);
    openPage();
    await screen.findByLabelText('Claim');
    const files = Array.from({ length: 11 }, (_, index) => pdf(`page-${index + 1}.pdf`));
    await userEvent.setup().upload(screen.getByLabelText('Files'), files);
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent(
      'page-11.pdfSend at most 10 files at a time.',
    );
  });

  test('asks for the claim, the document type and a file', async () => {
    answerList(listed);
    openPage();
    await screen.findByLabelText('Claim');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText('Claim')).toHaveAccessibleDescription(
      'Choose the claim this document is for.',
    );
    expect(screen.getByLabelText('Document type')).toHaveAccessibleDescription(
      'Choose the document type.',
    );
    expect(screen.getByText('Choose at least one file.')).toBeVisible();
    expect(FakeUploadRequest.sent).toEqual([]);
  });

  test('saves a document sent under its name, fetched from its address', async () => {
    usePortalStore.setState({ banner: null });
    const fetched = answerList(listed);
    fetched.mockResolvedValueOnce(new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }));
    // The browser's save, which the page starts by a click on a link to the file's bytes.
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    openPage();
    await clickDocument('note.pdf');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetched).toHaveBeenLastCalledWith(noteAddress, { credentials: 'include' });
    expect(saved[0]?.download).toBe('note.pdf');
    expect(saved[0]?.href).toMatch(/^blob:/);
    expect(usePortalStore.getState().banner).toBeNull();
  });

  test("says the server's sentence when a document's copy is damaged, and saves nothing", async () => {
    const fetched = answerList(listed);
    const sentence =
      'We cannot give you this document: our copy of it is damaged. Please send it to us again.';
    fetched.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'DOCUMENT_DAMAGED', message: sentence }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    openPage();
    await clickDocument('note.pdf');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(sentence));
    expect(click).not.toHaveBeenCalled();
  });

  test('says the download did not finish when it is cut short, and saves nothing', async () => {
    const fetched = answerList(listed);
    fetched.mockResolvedValueOnce(cutShort(new Uint8Array(1000)));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    openPage();
    await clickDocument('note.pdf');
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('The download did not finish. Please try again.'),
    );
    expect(click).not.toHaveBeenCalled();
  });

  test('sends the person to the login page when a download answers 401', async () => {
    const fetched = answerList(listed);
    fetched.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ error: 'UNAUTHORIZED', message: 'Please log in to continue.' }),
        {
          status: 401,
        },
      ),
    );
    // The page, still shown here without routes, loads its list again on the way out.
    fetched.mockResolvedValueOnce(new Response(JSON.stringify(listed), { status: 200 }));
    const { location } = openPage();
    await clickDocument('note.pdf');
    await waitFor(() => expect(location.history.at(-1)).toBe('/employee-benefits/login'));
  });

  test('sends a person without a login to the login page', async () => {
    answerList(401);
    const { location } = openPage();
    await waitFor(() => expect(location.history.at(-1)).toBe('/employee-benefits/login'));
  });

  test('sends the person to the login page when an upload answers 401', async () => {
    answerList(listed);
    const { location } = openPage();
    await screen.findByLabelText('Claim');
    await chooseAndUpload([pdf('late.pdf')]);
    await act(async () =>
      FakeUploadRequest.sent[0]?.answer(401, {
        error: 'UNAUTHORIZED',
        message: 'Please log in to continue.',
      }),
    );
    expect(location.history.at(-1)).toBe('/employee-benefits/login');
  });
});
