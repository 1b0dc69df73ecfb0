/**
 * @jest-environment node
 */
import vm from 'node:vm';
import { apiEndpoints } from '@/lib/api-endpoints';
import { violationListener } from '../../scripts/lib/violation-listener.mjs';

const META_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc'; img-src 'self' data:";
const HEADER_POLICY =
  "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; report-uri /api/csp-report; report-to csp";

const VIOLATION = {
  documentURI: 'https://agora.example/contact?id=1',
  effectiveDirective: 'img-src',
  blockedURI: 'https://tracker.example/pixel.png',
  disposition: 'enforce',
  sourceFile: 'https://agora.example/_next/static/chunks/a.js',
  lineNumber: 12,
  originalPolicy: META_POLICY,
};

/** Runs the listener as a page would, with a fetch that records what it is given. */
function page() {
  const listeners: Record<string, (event: object) => void> = {};
  const failure = { catch: jest.fn() };
  const fetch = jest.fn<typeof failure, [string, RequestInit]>(() => failure);
  vm.runInNewContext(violationListener(apiEndpoints.cspReport), {
    addEventListener: (type: string, listener: (event: object) => void) => {
      listeners[type] = listener;
    },
    fetch,
    JSON,
  });
  const violate = (event: object) => listeners.securitypolicyviolation(event);
  return { fetch, failure, violate };
}

describe("the pages' violation listener", () => {
  it("posts a violation of the page policy to the endpoint, in report-uri's format", () => {
    const { fetch, violate } = page();
    violate(VIOLATION);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(apiEndpoints.cspReport);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/csp-report' },
    });
    expect(JSON.parse(String(init.body))).toEqual({
      'csp-report': {
        'document-uri': VIOLATION.documentURI,
        'effective-directive': 'img-src',
        'blocked-uri': VIOLATION.blockedURI,
        disposition: 'enforce',
        'source-file': VIOLATION.sourceFile,
        'line-number': 12,
      },
    });
  });

  it('sends nothing for a policy that reports for itself (the header policies)', () => {
    const { fetch, violate } = page();
    violate({ ...VIOLATION, effectiveDirective: 'object-src', originalPolicy: HEADER_POLICY });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('catches a failed post, so an unanswered report leaves no error in the console', () => {
    const { failure, violate } = page();
    violate(VIOLATION);
    expect(failure.catch).toHaveBeenCalledWith(expect.any(Function));
  });
});
