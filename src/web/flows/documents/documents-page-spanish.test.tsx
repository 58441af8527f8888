// The documents page in Spanish (docs/product/languages.md): its fields, the browser's own
// refusals, each file's progress and outcome, and the documents sent.

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, test, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { DocumentsAnswer } from '#domain/documents/documents-answers';
import { showLanguage } from '#web/language/language-store.ts';
import { FakeUploadRequest, standInForUploads } from '#tests/support/web/fake-upload-request';
import DocumentsPage from './documents-page.tsx';

const listed: DocumentsAnswer = {
  claims: [{ claimNumber: 'C1000002', kind: 'leave', status: 'information-needed' }],
  documents: [
    {
      id: '6b1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
      claimNumber: 'C1000002',
      documentType: 'return-to-work',
      fileName: 'note.pdf',
      receivedAt: '2026-11-20T15:00:00.000Z',
    },
  ],
};

const pdf = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

standInForUploads();

async function openInSpanish() {
  // The list, loaded again once a file is stored.
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify(listed), { status: 200 }),
  );
  await act(() => showLanguage('es'));
  const location = memoryLocation({ path: '/employee-benefits/documents', record: true });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <DocumentsPage />
    </Router>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Documentos' });
  return view;
}

describe('the documents page in Spanish', () => {
  test('its fields, the claims and kinds of document, and the documents sent', async () => {
    const { container } = await openInSpanish();

    expect(
      screen.getByText(
        'Envíe los documentos que le pedimos, o cualquier otro documento sobre su reclamo o licencia.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('option', {
        name: 'C1000002 · Licencia médica familiar · Se necesita información',
      }),
    ).toBeInTheDocument();
    const types = within(screen.getByLabelText('Tipo de documento')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual([
      'Elija un tipo de documento',
      'Certificado médico',
      'Comprobante de nacimiento o adopción',
      'Nota de regreso al trabajo',
      'Otro',
    ]);
    expect(screen.getByLabelText('Archivos')).toHaveAccessibleDescription(
      'PDF, JPEG o PNG, hasta 10 MB cada uno y 10 a la vez. Elíjalos o suéltelos aquí.',
    );
    const sent = screen.getByRole('region', { name: 'Documentos que envió' });
    expect(within(sent).getByRole('listitem')).toHaveTextContent(
      'note.pdf' + 'Nota de regreso al trabajo · Reclamo C1000002 · Recibido el 11/20/2026',
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('what is missing, a file refused by the browser, and one uploading then uploaded', async () => {
    const user = userEvent.setup();
    await openInSpanish();

    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(screen.getByLabelText('Reclamo')).toHaveAccessibleDescription(
      'Elija el reclamo al que corresponde este documento.',
    );
    expect(screen.getByLabelText('Tipo de documento')).toHaveAccessibleDescription(
      'Elija el tipo de documento.',
    );
    expect(screen.getByText('Elija al menos un archivo.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Reclamo'), 'C1000002');
    await user.selectOptions(screen.getByLabelText('Tipo de documento'), 'Certificado médico');
    await user.upload(screen.getByLabelText('Archivos'), [pdf('vacio.pdf', 0), pdf('nota.pdf')]);
    const chosen = within(screen.getByRole('list', { name: 'Archivos elegidos' }));
    const [empty, ready] = chosen.getAllByRole('listitem');
    expect(empty).toHaveTextContent('vacio.pdfEste archivo está vacío.');
    expect(ready).toHaveTextContent('nota.pdfListo para cargar');
    expect(within(ready!).getByRole('button', { name: 'Quitar nota.pdf' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(chosen.getByRole('progressbar', { name: 'Cargando nota.pdf' })).toBeVisible();
    expect(chosen.getByRole('button', { name: 'Cancelar nota.pdf' })).toBeVisible();

    await act(async () => {
      FakeUploadRequest.sent[0]?.answer(200, {
        files: [{ fileName: 'nota.pdf', outcome: 'stored', id: 'e1' }],
      });
    });
    expect(chosen.getAllByRole('listitem')[1]).toHaveTextContent('nota.pdfCargado');
    expect(screen.getByRole('status')).toHaveTextContent('nota.pdf: Cargado');
  });
});
