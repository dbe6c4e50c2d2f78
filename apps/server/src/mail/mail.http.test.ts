import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { freePort } from '#test/free-port.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('mail through nodemailer into the outbox', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.app.close());

  it('stores a sent message in the outbox, which /dev/outbox lists newest first', async () => {
    await server.app.mailer.send({ to: 'first@example.com', subject: 'First', text: 'Hello' });
    await server.app.mailer.send({
      to: 'anna.schneider@example.de',
      subject: 'Passwort zurücksetzen',
      text: 'Öffnen Sie http://localhost:8080/de/e/newpassword?pwrt=abc',
      html: '<p>Öffnen</p>',
    });
    const response = await server.app.inject({ url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const [newest, older] = response.json().messages;
    expect(newest).toMatchObject({
      to: 'anna.schneider@example.de',
      from: 'no-reply@nordhem.example',
      subject: 'Passwort zurücksetzen',
      text: 'Öffnen Sie http://localhost:8080/de/e/newpassword?pwrt=abc',
    });
    expect(older).toMatchObject({ to: 'first@example.com', subject: 'First' });
    expect(server.app.mailer.transportName).toBe('outbox');
  });

  describe('outside demo mode', () => {
    let production: TestApp;
    afterEach(() => production.app.close());

    it('has no demo pages', async () => {
      production = await createTestApp({ SHOPFRONT_DEMO: 'false' });
      expect((await production.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    });

    it('delivers through a real SMTP server when SMTP_URL is set, and stores nothing', async () => {
      const received: string[] = [];
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, done) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
          stream.on('end', () => {
            received.push(raw);
            done();
          });
        },
      });
      const port = await freePort();
      await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
      try {
        production = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
        await production.app.mailer.send({
          to: 'oliver.bennett@example.co.uk',
          subject: 'Over SMTP',
          text: 'Delivered',
        });
        expect(received).toHaveLength(1);
        expect(received[0]).toContain('Subject: Over SMTP');
        expect(received[0]).toContain('To: oliver.bennett@example.co.uk');
        expect(await production.database.query('select 1 from mail_outbox')).toHaveLength(0);
      } finally {
        await new Promise<void>((resolve) => smtp.close(resolve));
      }
    });
  });
});
