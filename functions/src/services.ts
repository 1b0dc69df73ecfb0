import type { Database } from 'firebase-admin/database';
import type { SendMailOptions } from 'nodemailer';
import type { FunctionsContent } from '../../lib/content/functions-content';
import type { AudiencePages } from '../../lib/audience/pages-path';
import type { SiteLetters } from '../../lib/content/site-letters';
import type { AudienceRow } from './audience-rows';
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
  verifyIdToken(
    token: string,
  ): Promise<{ uid: string; email?: string; email_verified?: boolean; staff?: unknown }>;
}

/** What a valid ID token tells the audience measurement: whose, since when, whether proved. */
export interface AccountToken {
  uid: string;
  /** When the account last signed in, in seconds (the token's auth_time). */
  authTime: number;
  emailVerified: boolean;
}

/** A named report query's rows (lib/audience/report-queries.mjs), as plain JSON values. */
export type AudienceQuery = (
  name: string,
  params: Record<string, string>,
) => Promise<Record<string, unknown>[]>;

/** What the audience measurement's endpoints work with besides the others' services. */
export interface AudienceServices extends Services {
  /** The pages the site measures (audience-pages.ts). */
  audiencePages(siteUrl: string): Promise<AudiencePages>;
  /** The measurement's one write (audience-rows.ts). */
  writeAudienceRows(rows: AudienceRow[]): void;
  /** An ID token's signature checked, and nothing read from the account (no revocation check). */
  verifyAccountToken(token: string): Promise<AccountToken>;
  /** The daily figures: BigQuery's in production, the local engine's in the emulators. */
  queryAudience: AudienceQuery;
}
