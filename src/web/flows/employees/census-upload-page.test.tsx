// 'Upload a census file' as an HR contact meets it: the columns and the sample; 'Check file' with
// no file said at the field; the file sent with a bar that fills, then the server at work; what
// applying would change, focused, and 'Apply these changes' sending the same file; each refused
// row, with no button to apply; a file refused whole said at its field; a cancel; Spanish; axe.

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { CensusUploadAnswer } from '#domain/employees/census-upload';
import { showLanguage } from '#web/language/language-store.ts';
import { FakeUploadRequest, standInForUploads } from '#tests/support/web/fake-upload-request';
import { findBanner, openApp, resetBrowserSession } from '#tests/support/web/flow-test-kit';
import './employees-screens.tsx';

const address = '/auth/employers/employees/upload';
const api = '/auth/employers/api/employees/upload';
const csv = (name = 'census.csv') =>
  new File(['first_name,last_name\nAna,Lopez\n'], name, { type: 'text/csv' });
const checked: CensusUploadAnswer = {
  applied: false,
  added: 2,
  changed: 1,
  ended: 1,
  unchanged: 1234,
  problems: [],
  moreProblems: 0,
};

standInForUploads();
beforeEach(() => {
  resetBrowserSession();
});

const fileField = () => screen.getByLabelText('Census file');
const lastRequest = () => FakeUploadRequest.sent.at(-1)!;

async function checkFile(file = csv()) {
  const user = userEvent.setup();
  await user.upload(fileField(), file);
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  return user;
}

describe("'Upload a census file'", () => {
  test('documents the columns, offers the sample, and asks for a file first', async () => {
    const { container } = await openApp(address);
    expect(screen.getByRole('heading', { level: 1, name: 'Upload a census file' })).toBeVisible();
    const columns = screen.getByRole('table', { name: 'What each column holds' });
    expect(
      within(columns).getByRole('rowheader', { name: 'date_of_birth Date of Birth' }),
    ).toBeVisible();
    expect(within(columns).getAllByRole('row')).toHaveLength(13);
    const sample = screen.getByRole('link', { name: 'Download a sample file' });
    expect(sample).toHaveAttribute('download', 'census-sample.csv');
    expect(decodeURIComponent(sample.getAttribute('href') ?? '')).toContain(
      'first_name,last_name,date_of_birth,ssn,zip_code',
    );
    expect((await axe.run(container)).violations).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(fileField()).toHaveAccessibleDescription(
      'A CSV file (UTF-8) with the columns below, up to 20 MB and 100,000 rows. Choose a CSV file to upload.',
    );
    expect(fileField()).toHaveFocus();
    expect(FakeUploadRequest.sent).toEqual([]);
  });

  test('sends the file with a bar, says what applying would change, then applies it', async () => {
    const { container } = await openApp(address);
    await checkFile();
    const request = lastRequest();
    expect(request.url).toBe(`${api}/check`);
    expect(request.headers['X-CSRF-TOKEN']).toBe('token-1');
    expect(request.fileName('file')).toBe('census.csv');

    act(() => request.progress(40, 100));
    const sending = screen.getByRole('progressbar', { name: 'Sending census.csv' });
    expect(sending).toHaveAttribute('value', '0.4');
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    act(() => request.progress(100, 100));
    // Sent: the bar no longer tells how far, the server is at work.
    expect(screen.getByRole('progressbar', { name: 'Checking census.csv' })).not.toHaveAttribute(
      'value',
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    act(() => request.answer(200, checked));
    const result = await screen.findByRole('heading', {
      level: 2,
      name: 'What applying census.csv would change',
    });
    expect(result).toHaveFocus();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const counts = within(result.closest('section')!).getAllByRole('listitem');
    expect(counts.map((item) => item.textContent)).toEqual([
      '2 to add',
      '1 to change',
      '1 to end',
      '1,234 unchanged',
    ]);
    expect((await axe.run(container)).violations).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Apply these changes' }));
    const applying = lastRequest();
    expect(applying.url).toBe(`${api}/apply`);
    expect(applying.fileName('file')).toBe('census.csv');
    act(() => applying.progress(100, 100));
    expect(screen.getByRole('progressbar', { name: 'Applying census.csv' })).toBeVisible();
    // The check's answer stays meanwhile, its button waiting.
    expect(screen.getByRole('button', { name: 'Apply these changes' })).toBeDisabled();
    act(() => applying.answer(200, { ...checked, applied: true }));
    const applied = await screen.findByRole('heading', {
      level: 2,
      name: 'Your census is updated',
    });
    expect(applied).toHaveFocus();
    expect(
      within(applied.closest('section')!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 added', '1 changed', '1 ended', '1,234 unchanged']);
    expect(screen.getByRole('link', { name: 'See your employees' })).toHaveAttribute(
      'href',
      '/auth/employers/employees',
    );
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).toBeNull();
  });

  test('lists each refused row and how many more, with no way to apply', async () => {
    await openApp(address);
    await checkFile();
    act(() =>
      lastRequest().answer(200, {
        ...checked,
        added: 0,
        changed: 0,
        ended: 0,
        unchanged: 0,
        problems: [
          'Line 14: Date of Birth is not a real date.',
          'Line 15: ZIP Code must have 5 digits.',
        ],
        moreProblems: 1,
      }),
    );
    const heading = await screen.findByRole('heading', { level: 2, name: '3 rows are refused' });
    expect(heading).toHaveFocus();
    const section = heading.closest('section')!;
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 14: Date of Birth is not a real date.',
      'Line 15: ZIP Code must have 5 digits.',
    ]);
    expect(section).toHaveTextContent('And 1 more row.');
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).toBeNull();
  });

  test('says a file refused whole at its field, and a new file clears the answer', async () => {
    await openApp(address);
    await checkFile();
    act(() =>
      lastRequest().answer(400, {
        error: 'BAD_REQUEST',
        field: 'file',
        message: 'The file has no column ssn.',
      }),
    );
    await screen.findByText('The file has no column ssn.');
    expect(fileField()).toHaveAccessibleDescription(
      expect.stringContaining('The file has no column ssn.'),
    );
    expect(fileField()).toHaveFocus();

    const user = await checkFile(csv('fixed.csv'));
    expect(screen.queryByText('The file has no column ssn.')).toBeNull();
    act(() => lastRequest().answer(200, { ...checked, added: 0, changed: 0, ended: 0 }));
    await screen.findByRole('heading', { level: 2, name: 'What applying fixed.csv would change' });
    expect(screen.getByText('This file changes nothing on your census.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).toBeNull();
    await user.upload(fileField(), csv('other.csv'));
    expect(screen.queryByRole('heading', { level: 2, name: /would change/ })).toBeNull();
  });

  test('a failed apply keeps the check, and Apply these changes tries again', async () => {
    await openApp(address);
    await checkFile();
    act(() => lastRequest().answer(200, checked));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply these changes' }));
    act(() => lastRequest().answer(500, { error: 'INTERNAL', message: 'Something went wrong.' }));
    expect(await findBanner()).toHaveTextContent(/something went wrong/i);
    await userEvent.click(screen.getByRole('button', { name: 'Apply these changes' }));
    expect(lastRequest().url).toBe(`${api}/apply`);
    expect(FakeUploadRequest.sent).toHaveLength(3);
  });

  test('a cancel stops the upload and says nothing changed; no answer shows the banner', async () => {
    await openApp(address);
    await checkFile();
    act(() => lastRequest().progress(10, 100));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(lastRequest().aborted).toBe(true);
    expect(
      await screen.findByText('The upload of census.csv is cancelled. Nothing was changed.'),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    act(() => lastRequest().fail());
    expect(await findBanner()).toHaveTextContent(/something went wrong/i);
  });

  test('in Spanish: the columns, the bar and the counts', async () => {
    await act(() => showLanguage('es'));
    const { container } = await openApp(address);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Subir un archivo del censo' }),
    ).toBeVisible();
    const columns = screen.getByRole('table', { name: 'Qué contiene cada columna' });
    expect(
      within(columns).getByRole('row', { name: /^ssn Número de Seguro Social Sí/ }),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Archivo del censo'), csv());
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    act(() => lastRequest().progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Enviando census.csv' })).toBeVisible();
    act(() => lastRequest().answer(200, checked));
    const result = await screen.findByRole('heading', {
      level: 2,
      name: 'Lo que cambiaría al aplicar census.csv',
    });
    expect(
      within(result.closest('section')!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 por agregar', '1 por cambiar', '1 por dar de baja', '1,234 sin cambios']);
    expect(screen.getByRole('button', { name: 'Aplicar estos cambios' })).toBeEnabled();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
