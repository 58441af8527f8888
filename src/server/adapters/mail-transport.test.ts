import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '#tests/support/smtp-inbox';
import { PermanentDeliveryFailure } from './delivery-failure.ts';
import { createSmtpTransport, type SmtpTransport } from './mail-transport.ts';

const from = 'Benefits Portal <no-reply@portal.example>';

describe('SMTP mail transport', () => {
  let inbox: SmtpInbox;
  let transport: SmtpTransport;

  beforeAll(async () => {
    inbox = await startSmtpInbox({
      refuseRecipient: (address) => address.startsWith('gone@'),
      deferRecipient: (address) => address.startsWith('busy@'),
    });
    transport = createSmtpTransport({ smtpUrl: inbox.url, from });
  });
  afterAll(async () => {
    transport.close();
    await inbox.close();
  });

  it('delivers the message with the configured sender', async () => {
    await transport.send({
      to: 'jane.doe@example.com',
      subject: 'Your verification code',
      text: 'Your verification code is 123456.\nIt expires in 15 minutes.',
    });
    const mail = await inbox.waitFor((received) => received.to.includes('jane.doe@example.com'));
    expect(mail).toMatchObject({
      from,
      envelopeFrom: 'no-reply@portal.example',
      to: ['jane.doe@example.com'],
      subject: 'Your verification code',
      text: 'Your verification code is 123456.\nIt expires in 15 minutes.',
    });
  });

  it('keeps accents and long lines intact', async () => {
    const text = `Bonjour Zoë, ${'votre code est 654321. '.repeat(8)}`.trim();
    await transport.send({ to: 'zoe@example.com', subject: 'Vérification – code', text });
    const mail = await inbox.waitFor((received) => received.to.includes('zoe@example.com'));
    expect(mail.subject).toBe('Vérification – code');
    expect(mail.text).toBe(text);
  });

  it('keeps a text in another script intact', async () => {
    const text = 'Ваш код подтверждения: 123456.\nОн действует 15 минут.';
    await transport.send({ to: 'ivan@example.com', subject: 'Код подтверждения', text });
    const mail = await inbox.waitFor((received) => received.to.includes('ivan@example.com'));
    expect(mail.subject).toBe('Код подтверждения');
    expect(mail.text).toBe(text);
  });

  it('sends several messages at once through the pool', async () => {
    const recipients = Array.from({ length: 8 }, (_, index) => `pool${index}@example.com`);
    await Promise.all(
      recipients.map((to) => transport.send({ to, subject: 'Pool', text: `For ${to}` })),
    );
    for (const to of recipients) {
      const mail = await inbox.waitFor((received) => received.to.includes(to));
      expect(mail.text).toBe(`For ${to}`);
    }
  });

  it('rejects for good when the server refuses the recipient for good (5xx)', async () => {
    const sending = transport.send({ to: 'gone@example.com', subject: 'Lost', text: 'Nobody' });
    await expect(sending).rejects.toThrow(/550/);
    await expect(sending).rejects.toBeInstanceOf(PermanentDeliveryFailure);
  });

  it('rejects as worth another try when the server refuses the recipient for now (4xx)', async () => {
    const sending = transport.send({ to: 'busy@example.com', subject: 'Later', text: 'Later' });
    await expect(sending).rejects.toThrow(/450/);
    await expect(sending).rejects.not.toBeInstanceOf(PermanentDeliveryFailure);
  });

  it('rejects when no server listens', async () => {
    const closed = await startSmtpInbox();
    await closed.close();
    const nowhere = createSmtpTransport({ smtpUrl: closed.url, from });
    try {
      const sending = nowhere.send({
        to: 'jane.doe@example.com',
        subject: 'Lost',
        text: 'Nobody reads this',
      });
      await expect(sending).rejects.toThrow(/ECONNREFUSED|connect/i);
      await expect(sending).rejects.not.toBeInstanceOf(PermanentDeliveryFailure);
    } finally {
      nowhere.close();
    }
  });

  it('abandons a send when its signal aborts', async () => {
    await expect(
      transport.send(
        { to: 'jane.doe@example.com', subject: 'Late', text: 'Too late' },
        { signal: AbortSignal.abort() },
      ),
    ).rejects.toThrow();
  });
});

describe('test SMTP inbox', () => {
  it('reads the text part of a multipart message', async () => {
    const inbox = await startSmtpInbox();
    const sender = createTransport(inbox.url);
    try {
      await sender.sendMail({
        from,
        to: ['one@example.com', 'two@example.com'],
        subject: 'Both parts',
        text: 'Plain words',
        html: '<p>Rich words</p>',
      });
      const mail = await inbox.waitFor((received) => received.subject === 'Both parts');
      expect(mail.to).toEqual(['one@example.com', 'two@example.com']);
      expect(mail.text).toBe('Plain words');
      expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    } finally {
      sender.close();
      await inbox.close();
    }
  });

  it('names what it received when the awaited mail does not come', async () => {
    const inbox = await startSmtpInbox();
    try {
      await expect(inbox.waitFor(() => false, 50)).rejects.toThrow(
        'No matching mail within 50 ms; received: none',
      );
    } finally {
      await inbox.close();
    }
  });
});
