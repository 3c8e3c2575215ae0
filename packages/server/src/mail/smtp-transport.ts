import nodemailer, { type Transporter } from 'nodemailer';

export interface TransportMail {
  /** The mail's stable Message-ID (mail/message-id.ts): the same on every attempt. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where queued mail goes: resolves once the server accepted the message, throws otherwise (the job retries). */
export interface MailTransport {
  send(mail: TransportMail): Promise<void>;
  close(): Promise<void>;
}

/**
 * A whole attempt stays well inside the mail job's expiry (jobs/job-runner.ts MAIL_JOB_EXPIRE_SECONDS): a server
 * that stalls fails the attempt instead of leaving the job active until pg-boss expires it while the message may
 * still be on its way (a second attempt beside a live first could deliver twice).
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Sends through the SMTP server at SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpTransport implements MailTransport {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  }

  async send(mail: TransportMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
