import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process that keeps what arrives (npm smtp-server), parsed (npm mailparser). */
export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Resolves when `count` messages have arrived. */
  waitFor(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(options: { refuse?: boolean } = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const waiting: { count: number; resolve: (mails: ParsedMail[]) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (options.refuse) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wait of waiting.filter((each) => received.length >= each.count)) wait.resolve(received);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve(received)
        : new Promise((resolve) => waiting.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
