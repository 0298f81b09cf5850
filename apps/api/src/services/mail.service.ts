import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { reportError } from '../reporting/error-reporting.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends through SMTP_URL; without one, writes the message to the server log instead. */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): Mailer {
  if (!smtpUrl) {
    return {
      async send(message) {
        log.info({ mail: { to: message.to, subject: message.subject } }, message.text);
      },
    };
  }
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Sends without making the request wait: neither a slow mail server nor a delivery failure may
 * change an answer (or its timing). Failures are logged.
 */
export class BackgroundMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  send(message: MailMessage): void {
    this.mailer.send(message).catch((err: unknown) => {
      this.log.error({ err, subject: message.subject }, 'mail could not be sent');
      reportError(err, { tags: { source: 'mail' } });
    });
  }
}
