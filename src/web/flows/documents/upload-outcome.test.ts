import { describe, expect, it } from 'vitest';
import { uploadOutcome } from './upload-outcome.ts';

const answer = (file: object) => JSON.stringify({ files: [file] });

describe('uploadOutcome', () => {
  it('reads a stored file and a refused one', () => {
    expect(uploadOutcome(200, answer({ fileName: 'a.pdf', outcome: 'stored', id: 'd-1' }))).toEqual(
      {
        kind: 'uploaded',
        id: 'd-1',
      },
    );
    expect(
      uploadOutcome(
        200,
        answer({ fileName: 'a.pdf', outcome: 'refused', reason: 'This file is empty.' }),
      ),
    ).toEqual({ kind: 'refused', reason: 'This file is empty.' });
  });

  it("gives the server's reason when it refuses the whole upload", () => {
    const body = JSON.stringify({ error: 'NOT_FOUND', message: 'There is no such claim.' });
    expect(uploadOutcome(404, body)).toEqual({
      kind: 'refused',
      reason: 'There is no such claim.',
    });
  });

  it('tells a lost login from an expired session', () => {
    expect(uploadOutcome(401, '{}')).toEqual({ kind: 'not-logged-in', confirm: false });
    expect(
      uploadOutcome(401, '{"error":"CONFIRM_IT_IS_YOU","message":"Please confirm it\'s you."}'),
    ).toEqual({ kind: 'not-logged-in', confirm: true });
    expect(uploadOutcome(403, '{}')).toEqual({ kind: 'session-expired' });
  });

  it('fails on anything it cannot read', () => {
    expect(uploadOutcome(500, '{"error":"INTERNAL"}')).toEqual({ kind: 'failed' });
    expect(uploadOutcome(200, 'not json')).toEqual({ kind: 'failed' });
    expect(uploadOutcome(200, '{"files":[]}')).toEqual({ kind: 'failed' });
    expect(uploadOutcome(413, '<html>')).toEqual({ kind: 'failed' });
  });
});
