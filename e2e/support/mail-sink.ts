import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ENV_MAIL_DIR } from './env';

/**
 * A real SMTP server (npm smtp-server) beside the e2e server: the server sends to it (VENDOC_SMTP_URL) and every
 * message that arrives is written as `<n>.eml` into a directory the tests read (they run in other processes).
 */
export async function startMailSink(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFile(join(dir, `${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks)).then(
          () => callback(),
          callback,
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the mail sink has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every message the e2e server has sent so far, parsed, oldest first. */
export async function receivedMails(): Promise<ParsedMail[]> {
  const dir = process.env[ENV_MAIL_DIR];
  if (!dir) throw new Error(`${ENV_MAIL_DIR} is not set: the global setup starts the mail sink`);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => simpleParser(await readFile(join(dir, name)))));
}
