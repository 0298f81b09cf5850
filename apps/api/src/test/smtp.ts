import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, vi } from 'vitest';

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body. */
  text: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>; set once the server listens (in a beforeAll). */
  url: string;
  messages: CapturedMail[];
  /** Waits for the first (not yet taken) message to this address and takes it. */
  takeMailTo(address: string): Promise<CapturedMail>;
}

/**
 * Decodes a MIME body part written as quoted-printable (what nodemailer uses for long lines and
 * for text beyond ASCII): the escaped bytes are UTF-8.
 */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match: string, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMail(raw: string, to: string[], from: string): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { from, to, subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server on a free local port for one test file, capturing every message (or, with
 * rejectAll, refusing every recipient). Call in a describe block before useTestApp, and pass
 * `() => ({ SMTP_URL: smtp.url })` to it.
 */
export function useSmtpServer(options: { rejectAll?: boolean } = {}): TestSmtp {
  const messages: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      // A mailbox that refuses everything: how a broken mail setup looks to the sender.
      callback(
        options.rejectAll
          ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
          : null,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to, from));
        callback();
      });
    },
  });
  const smtp: TestSmtp = {
    url: '',
    messages,
    async takeMailTo(address) {
      const mail = await vi.waitFor(
        () => {
          const found = messages.find((m) => !taken.has(m) && m.to.includes(address));
          if (!found) throw new Error(`no mail to ${address} yet`);
          return found;
        },
        { timeout: 10_000, interval: 20 },
      );
      taken.add(mail);
      return mail;
    },
  };

  beforeAll(async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return smtp;
}
