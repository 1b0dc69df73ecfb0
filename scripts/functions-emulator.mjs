/**
 * What the Functions emulator needs from the local services, besides functions/.env.demo-agora:
 * its secrets in functions/.secret.local (the emulator reads them there instead of from Secret
 * Manager) and, in the CLI's environment, which its functions inherit, where the local database
 * is and the site's local address for the links in e-mails.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { DATABASE_HOST, DATABASE_PORT } from './database-server.mjs';
import { smtpUrl } from './mail-server.mjs';

/** Writes the local secrets and returns the environment to start the emulators with. */
export function prepareFunctionsEmulator(siteUrl) {
  // A fresh salt per run: the local database forgets every quota counter on exit anyway.
  const salt = randomBytes(32).toString('base64url');
  fs.writeFileSync('functions/.secret.local', `SMTP_URL=${smtpUrl}\nQUOTA_SALT=${salt}\n`);
  return {
    FIREBASE_DATABASE_EMULATOR_HOST: `${DATABASE_HOST}:${DATABASE_PORT}`,
    SITE_URL: siteUrl,
  };
}
