import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createMailer, MailDeliveryError } from './mailer';

let sink: SmtpSink;
let refusing: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  refusing = await startSmtpSink({ refuse: true });
});
afterAll(async () => {
  await sink?.close();
  await refusing?.close();
});

describe('the mailer', () => {
  it('is absent without an SMTP URL', () => {
    expect(createMailer(null)).toBeNull();
  });

  it('delivers a message with its attachments byte for byte to the SMTP server', async () => {
    const mailer = createMailer(sink.url);
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10]);
    await mailer?.send({
      from: { name: 'Muster Fensterbau GmbH', address: 'rechnung@muster-fensterbau.de' },
      to: 'einkauf@wohnbau-rhein.de',
      replyTo: 'max@muster-fensterbau.de',
      subject: 'Rechnung RE-2026-0042',
      text: 'Sehr geehrte Damen und Herren,\n\nanbei unsere Rechnung – mit Umlauten: äöüß.',
      attachments: [{ fileName: 'RE-2026-0042.pdf', contentType: 'application/pdf', content: pdf }],
    });
    mailer?.close();
    const [mail] = await sink.waitFor(1);
    expect(mail?.subject).toBe('Rechnung RE-2026-0042');
    expect(mail?.from?.value).toEqual([
      { name: 'Muster Fensterbau GmbH', address: 'rechnung@muster-fensterbau.de' },
    ]);
    expect(mail?.replyTo?.value[0]?.address).toBe('max@muster-fensterbau.de');
    expect(mail?.text).toContain('mit Umlauten: äöüß.');
    expect(mail?.attachments.map((each) => [each.filename, each.contentType])).toEqual([
      ['RE-2026-0042.pdf', 'application/pdf'],
    ]);
    expect(new Uint8Array(mail?.attachments[0]?.content ?? [])).toEqual(pdf);
  });

  it('reports a refusal of the SMTP server as a delivery error', async () => {
    const mailer = createMailer(refusing.url);
    await expect(
      mailer?.send({
        from: { name: 'A', address: 'a@example.com' },
        to: 'b@example.com',
        subject: 'x',
        text: 'x',
        attachments: [],
      }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    mailer?.close();
  });
});
