import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/**
 * Sends over SMTP to the server in `smtpUrl` (smtp[s]://user:pass@host:port). Timeouts stay well
 * inside the function's own, so a dead server fails the request instead of hanging it.
 */
export async function sendMail(smtpUrl: string, message: SendMailOptions): Promise<void> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  await transport.sendMail(message);
}
