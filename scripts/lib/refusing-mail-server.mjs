// The local mail server the functions send to (npm start, npm test): it answers as recipients'
// servers do when a mailbox is gone or full, and hands every other mail to the capture server
// (maildev), where developers and tests read it. A recipient whose address starts with
// REFUSED_FOR_GOOD is refused with 550 (no retry changes that: the outbox suppresses the address),
// one starting with REFUSED_FOR_NOW with 451 (the outbox tries again, then reports it).
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';

export const REFUSED_FOR_GOOD = 'refused';
export const REFUSED_FOR_NOW = 'busy';

/** A refusal as an SMTP server words it: its code and the enhanced status in its message. */
function refusal(code, message) {
  return Object.assign(new Error(message), { responseCode: code });
}

/** What the server answers a recipient: a refusal, or nothing (accepted). */
export function recipientRefusal(address) {
  if (address.startsWith(REFUSED_FOR_GOOD))
    return refusal(550, '5.1.1 Mailbox does not exist (a local stand-in refusal)');
  if (address.startsWith(REFUSED_FOR_NOW))
    return refusal(451, '4.2.2 Mailbox full, try again later (a local stand-in refusal)');
  return undefined;
}

/**
 * Listens on `port` of `host`; each accepted mail goes on, as received, to the capture server's
 * SMTP at `catcherPort`, and is answered as the capture server answers. A capture server that
 * hangs (the tests stop it) is given up on within seconds, before the functions' own time limit
 * (SMTP_TIMEOUT_SECONDS, 10 here): a mail they were told failed never arrives later.
 */
export async function startRefusingMailServer({ port, host, catcherPort }) {
  const catcher = nodemailer.createTransport({
    host,
    port: catcherPort,
    secure: false,
    connectionTimeout: 2_000,
    greetingTimeout: 2_000,
    socketTimeout: 4_000,
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo({ address }, _session, callback) {
      callback(recipientRefusal(address));
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        catcher
          .sendMail({
            envelope: {
              from: session.envelope.mailFrom.address,
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            raw: Buffer.concat(chunks),
          })
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    close: () =>
      new Promise((resolve) => {
        catcher.close();
        server.close(resolve);
      }),
  };
}
