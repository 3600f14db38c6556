import nodemailer from 'nodemailer';

/**
 * Outgoing e-mail (order documents sent to clients) over the SMTP server of `VENDOC_SMTP_URL`
 * (smtp://user:password@host:587, smtps://… for implicit TLS). Without it the product does not send mail: "send"
 * offers the download and marks the document sent.
 */

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mail {
  /** The company as sender: its name and e-mail address. */
  from: { name: string; address: string };
  to: string;
  /** Replies go to the user who sends, when given. */
  replyTo?: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<{ messageId: string }>;
  close(): void;
}

/** The SMTP server refused or could not be reached; the message says why (for the log, not for the user). */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

/** A mailer for the SMTP URL, or null when none is configured. */
export function createMailer(smtpUrl: string | null): Mailer | null {
  if (smtpUrl === null) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: { name: mail.from.name, address: mail.from.address },
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments.map((attachment) => ({
            filename: attachment.fileName,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.content),
          })),
        });
        return { messageId: String(info.messageId) };
      } catch (error) {
        throw new MailDeliveryError((error as Error).message);
      }
    },
    close: () => transport.close(),
  };
}
