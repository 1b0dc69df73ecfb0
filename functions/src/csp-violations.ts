/**
 * Content-Security-Policy violation reports, in the two shapes browsers send: report-uri's
 * `{"csp-report": {...}}` (also what the pages' listener posts) and the Reporting API's array of
 * `{type: "csp-violation", body: {...}}` (report-to). Of each report only what says which policy
 * broke where is kept, every text cut short: a report is whatever its sender wrote, so the log
 * takes no query string (tokens travel in some of the site's links) and nothing long.
 */
export interface Violation {
  /** The page, without query or fragment. */
  document: string;
  /** The directive that refused, e.g. "script-src-elem". */
  directive: string;
  /** The origin of what was refused, or its kind ("inline", "eval", "data:"). */
  blocked: string;
  /** "enforce", or "report" for a report-only policy. */
  disposition: string;
  /** The script that caused it, without query, and its line. */
  sourceFile?: string;
  line?: number;
}

export const MAX_TEXT = 200;
/** Reports logged from one request at the most; a Reporting API batch may hold more. */
export const MAX_REPORTS = 10;

const TOKEN = /^[a-z][a-z-]{0,39}$/;
const UNKNOWN = 'unknown';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A URL without its query and fragment, cut to MAX_TEXT characters. */
function withoutQuery(value: unknown): string | undefined {
  return text(value)?.split(/[?#]/)[0].slice(0, MAX_TEXT);
}

/** A directive's name; a CSP2 browser may follow it with the directive's sources. */
function directiveName(value: unknown): string | undefined {
  const name = text(value)?.split(' ')[0].toLowerCase();
  return name && TOKEN.test(name) ? name : undefined;
}

/** Where a refused resource came from: its origin, its scheme, or the browser's keyword. */
function blockedFrom(value: unknown): string {
  const blocked = text(value);
  if (!blocked) return UNKNOWN;
  if (TOKEN.test(blocked)) return blocked;
  try {
    const url = new URL(blocked);
    return (url.origin === 'null' ? url.protocol : url.origin).slice(0, MAX_TEXT);
  } catch {
    return UNKNOWN;
  }
}

function violation(fields: {
  document: unknown;
  directives: unknown[];
  blocked: unknown;
  disposition: unknown;
  sourceFile: unknown;
  line: unknown;
}): Violation | undefined {
  const document = withoutQuery(fields.document);
  const directive = fields.directives.map(directiveName).find(Boolean);
  if (!document || !directive) return undefined;
  const sourceFile = withoutQuery(fields.sourceFile);
  const line = fields.line;
  return {
    document,
    directive,
    blocked: blockedFrom(fields.blocked),
    disposition: fields.disposition === 'report' ? 'report' : 'enforce',
    ...(sourceFile ? { sourceFile } : {}),
    ...(Number.isSafeInteger(line) && (line as number) >= 0 ? { line: line as number } : {}),
  };
}

/** report-uri's report (application/csp-report): kebab-case fields. */
const fromCspReport = (report: Fields) =>
  violation({
    document: report['document-uri'],
    directives: [report['effective-directive'], report['violated-directive']],
    blocked: report['blocked-uri'],
    disposition: report.disposition,
    sourceFile: report['source-file'],
    line: report['line-number'],
  });

/** The Reporting API's report body (application/reports+json): camelCase fields. */
const fromReportBody = (body: Fields) =>
  violation({
    document: body.documentURL,
    directives: [body.effectiveDirective],
    blocked: body.blockedURL,
    disposition: body.disposition,
    sourceFile: body.sourceFile,
    line: body.lineNumber,
  });

/** The violations a request's parsed body reports, at most MAX_REPORTS; none when it is not one. */
export function violationsIn(body: unknown): Violation[] {
  const reports = Array.isArray(body)
    ? body
        .filter((report) => isObject(report) && report.type === 'csp-violation')
        .map((report) => (isObject(report.body) ? fromReportBody(report.body) : undefined))
    : [
        isObject(body) && isObject(body['csp-report'])
          ? fromCspReport(body['csp-report'])
          : undefined,
      ];
  return reports.filter((report) => report !== undefined).slice(0, MAX_REPORTS);
}
