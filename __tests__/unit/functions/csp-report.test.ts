/**
 * @jest-environment node
 */
import * as logger from 'firebase-functions/logger';
import { cspReport } from '@/functions/src/csp-report';
import { CSP_REPORT_TYPES as REPORT_TYPES } from '@/functions/src/request-body';
import { countingDatabase, incoming, services } from './requests';

jest.mock('firebase-functions/logger');

const REPORT = {
  'csp-report': {
    'document-uri': 'https://agora.example/account?oobCode=secret',
    'effective-directive': 'img-src',
    'blocked-uri': 'https://lh4.googleusercontent.com/photo.jpg',
    disposition: 'enforce',
    'original-policy': "img-src 'self'",
  },
};

const from = (client: string, contentType = 'application/csp-report') => ({
  headers: {
    'content-type': contentType,
    'x-forwarded-for': `${client}, 35.191.0.1`,
    'x-forwarded-host': 'agora.example',
    'x-original-url': '/api/csp-report',
  },
});

beforeEach(() => {
  process.env.QUOTA_SALT = 'test-salt';
  jest.mocked(logger.warn).mockClear();
  jest.mocked(logger.error).mockClear();
});
afterEach(() => {
  delete process.env.QUOTA_SALT;
  delete process.env.QUOTA_CSPREPORT_CLIENT;
  delete process.env.QUOTA_CSPREPORT_GLOBAL;
  delete process.env.QUOTA_CSPREPORT_DEGRADED;
});

describe('POST /api/csp-report', () => {
  test('logs the trimmed violation as a warning and answers 204 with nothing', async () => {
    const { db } = countingDatabase();
    const reply = await cspReport(incoming(REPORT, from('203.0.113.7')), services({ db }));
    expect(reply).toEqual({ status: 204 });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('Content-Security-Policy violation', {
      document: 'https://agora.example/account',
      directive: 'img-src',
      blocked: 'https://lh4.googleusercontent.com',
      disposition: 'enforce',
    });
  });

  test('takes both media types browsers send', () => {
    expect(REPORT_TYPES).toEqual(['application/csp-report', 'application/reports+json']);
  });

  test.each(['application/json', 'text/plain', 'application/x-www-form-urlencoded'])(
    'refuses %s: 415',
    async (contentType) => {
      const reply = await cspReport(incoming(REPORT, from('203.0.113.7', contentType)), services());
      expect(reply).toMatchObject({ status: 415, body: { error: 'unsupported-media-type' } });
      expect(logger.warn).not.toHaveBeenCalled();
    },
  );

  test('asks for no App Check token, even where it is enforced', async () => {
    const { db } = countingDatabase();
    const verifyAppCheckToken = jest.fn();
    const reply = await cspReport(
      incoming(REPORT, from('203.0.113.7')),
      services({ db, appCheckEnforced: true, verifyAppCheckToken }),
    );
    expect(reply.status).toBe(204);
    expect(verifyAppCheckToken).not.toHaveBeenCalled();
  });

  test('a body with no violation in it: 400, before any quota is counted', async () => {
    // services()'s database fails the test if reached.
    const reply = await cspReport(incoming({ hello: 'x' }, from('203.0.113.7')), services());
    expect(reply).toEqual({ status: 400, body: { error: 'invalid-body' } });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  test("counts the visitor's hour: 429 past it", async () => {
    process.env.QUOTA_CSPREPORT_CLIENT = '2';
    const { counters, db } = countingDatabase();
    const send = (client: string) => cspReport(incoming(REPORT, from(client)), services({ db }));
    expect((await send('203.0.113.7')).status).toBe(204);
    expect((await send('203.0.113.7')).status).toBe(204);
    expect(await send('203.0.113.7')).toMatchObject({
      status: 429,
      body: { error: 'rate-limited' },
    });
    expect((await send('198.51.100.9')).status).toBe(204);
    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect([...counters.keys()].map((path) => path.split('/')[1]).sort()).toEqual([
      'cspReport-client',
      'cspReport-client',
      'cspReport-global',
    ]);
  });

  test("past the site's day, reports are dropped unlogged, however many visitors they claim", async () => {
    process.env.QUOTA_CSPREPORT_CLIENT = '10';
    process.env.QUOTA_CSPREPORT_GLOBAL = '50';
    const withCounters = services(countingDatabase());
    // Sent to the function's own address with Hosting's headers forged: a new visitor each time.
    const replies = [];
    for (let i = 0; i < 80; i += 1) {
      const forged = `198.51.100.${i}`;
      replies.push((await cspReport(incoming(REPORT, from(forged)), withCounters)).status);
    }
    expect(new Set(replies)).toEqual(new Set([204]));
    expect(logger.warn).toHaveBeenCalledTimes(50);
    // The passing of the site's day, said once.
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
