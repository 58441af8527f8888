import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { enqueueMessage } from '#server/db/outbox-repository';

describe('development outbox', () => {
  let portal: TestApp;

  beforeAll(async () => {
    portal = await startTestApp('pglite', { demoData: false });
    await enqueueMessage(
      portal.database.db,
      {
        channel: 'email',
        recipient: 'pat.employer@acme.example',
        subject: 'Your verification code',
        text: 'Your verification code is 135790.',
      },
      portal.clock.now(),
    );
    portal.clock.advanceMinutes(1);
    await enqueueMessage(
      portal.database.db,
      {
        channel: 'sms',
        recipient: '(312) 555-0100',
        subject: 'Verification code',
        text: '482913 is your verification code.',
      },
      portal.clock.now(),
    );
  });
  afterAll(() => portal.close());

  it('lists SMS beside e-mails, newest first, with the code read from the text', async () => {
    const response = await portal.browser().get('/auth/dev/outbox');
    expect(response.json()).toEqual({
      messages: [
        {
          id: expect.any(String),
          channel: 'sms',
          to: '(312) 555-0100',
          subject: 'Verification code',
          text: '482913 is your verification code.',
          code: '482913',
          createdAt: '2026-11-22T15:01:00.000Z',
        },
        expect.objectContaining({
          channel: 'email',
          to: 'pat.employer@acme.example',
          code: '135790',
        }),
      ],
    });
  });

  it('finds the SMS to one phone number', async () => {
    const response = await portal
      .browser()
      .get(`/auth/dev/outbox?to=${encodeURIComponent('(312) 555-0100')}`);
    expect(response.json().messages).toEqual([
      expect.objectContaining({ channel: 'sms', code: '482913' }),
    ]);
  });

  it('shows SMS on the mailbox page a person reads', async () => {
    const page = await portal.browser().get('/auth/dev/mailbox');
    expect(page.body).toContain('SMS to (312) 555-0100 at 2026-11-22T15:01:00.000Z');
    expect(page.body).toContain('<pre>482913 is your verification code.</pre>');
    expect(page.body).toContain('E-mail to pat.employer@acme.example');
  });
});
