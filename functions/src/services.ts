import type { Database } from 'firebase-admin/database';
import type { SendMailOptions } from 'nodemailer';
import type { FunctionsContent } from '../../lib/content/functions-content';
import type { SiteLetters } from '../../lib/content/site-letters';
import type { EndpointServices } from './endpoint';
import type { Settings } from './settings';

/** What the endpoints work with; index.ts builds the real ones, tests may build their own. */
export interface Services extends EndpointServices {
  db: Database;
  content: FunctionsContent;
  /** The newsletter's letters as the site publishes them (site-letters.ts). */
  letters(): Promise<SiteLetters>;
  settings: Settings;
  now(): number;
  sendMail(message: SendMailOptions): Promise<void>;
  /** Gives an outbox entry a task in the mail queue (mail-queue.ts). */
  enqueueMail(id: string): Promise<void>;
  /**
   * firebase-admin's getAuth().verifyIdToken: a signed-in visitor's uid, address and claims (the
   * staff claim: scripts/staff.mjs).
   */
  verifyIdToken(token: string): Promise<{ uid: string; email?: string; staff?: unknown }>;
}
