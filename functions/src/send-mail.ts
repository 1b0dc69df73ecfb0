import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/**
 * Sends over SMTP to the server in `smtpUrl` (smtp[s]://user:pass@host:port). Each step may take
 * `timeoutMs`, well inside the mail queue's own time, so a stalled server fails the attempt (and
 * the queue retries it later) instead of hanging it.
 */
export async function sendMail(
  smtpUrl: string,
  timeoutMs: number,
  message: SendMailOptions,
): Promise<void> {
  const key = `${timeoutMs} ${smtpUrl}`;
  let transport = transports.get(key);
  if (!transport) {
    transport = createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: 2 * timeoutMs,
    });
    transports.set(key, transport);
  }
  await transport.sendMail(message);
}
