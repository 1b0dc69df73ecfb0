import * as logger from 'firebase-functions/logger';
import { visitorAddress } from './client-address';
import { violationsIn } from './csp-violations';
import { endpoint, refuse } from './endpoint';
import { rateLimited, takeQuotas, visitorQuotas } from './quotas';
import { CSP_REPORT_TYPES } from './request-body';
import type { Services } from './services';

/**
 * POST /api/csp-report: Content-Security-Policy violations, sent by browsers for the header
 * policies and by the pages' listener for the page policy (scripts/lib/violation-listener.mjs),
 * so a policy that breaks something in production shows in the log the day it does. No App
 * Check: browsers send reports without a token. Each accepted request counts against the
 * visitor's hour and the site's day; each violation in it is one warning in the log, trimmed
 * (csp-violations.ts). Past the site's day every report is dropped unread: a sender who forges a
 * new visitor for each request passes any visitor's quota, and losing a report harms nobody, so
 * the log holds at most the site's daily count times MAX_REPORTS warnings a day. The answer is
 * 204: a browser reads nothing from it.
 */
export const cspReport = endpoint<Services>(
  // report-uri's media type, and the Reporting API's (report-to), whose body is a list.
  { accepts: [...CSP_REPORT_TYPES], appCheck: false, acceptsList: true },
  async ({ request, body }, services) => {
    const violations = violationsIn(body);
    if (violations.length === 0) return refuse(400, 'invalid-body');
    const { db, settings } = services;
    const now = services.now();
    const address = visitorAddress(request, settings);
    const quota = await takeQuotas(db, visitorQuotas('cspReport', address, settings), now);
    if (!quota.allowed) return rateLimited(quota.retryAfterSeconds, now);
    if (quota.degraded) return { status: 204 };
    for (const violation of violations) logger.warn('Content-Security-Policy violation', violation);
    return { status: 204 };
  },
);
