// The inline script that reports violations of the page policy. That policy is a <meta> tag (it
// carries each page's hashes), and browsers ignore report-to and report-uri in a meta policy, so
// every page carries this listener, allowed by its hash like any inline script. It posts each
// violation, in report-uri's format, to the endpoint the header policy reports to. Violations of
// a policy that reports for itself (the header policies name their endpoint) are left to the
// browser, so none is reported twice.
//
// Chosen over a Content-Security-Policy-Report-Only header that mirrors the page policy: a header
// in firebase.json is one text for every build and page, while the page policy names the
// configured project's hosts and each page's hashes. A mirror without them reports what the real
// policy allows, or, loosened to stay quiet, misses what it blocks. The listener watches the
// policy that is in force, for a few hundred bytes of HTML per page.
//
// Written small by hand: it is in every page. fetch, not sendBeacon, because Chromium refuses a
// beacon with a report's media type; the catch keeps an unanswered report out of the console.

/** The listener's JavaScript, posting to `reportPath`. */
export const violationListener = (reportPath) =>
  'addEventListener("securitypolicyviolation",function(e){' +
  '/report-(uri|to)/.test(e.originalPolicy)||' +
  `fetch(${JSON.stringify(reportPath)},{method:"POST",keepalive:!0,` +
  'headers:{"Content-Type":"application/csp-report"},' +
  'body:JSON.stringify({"csp-report":{"document-uri":e.documentURI,' +
  '"effective-directive":e.effectiveDirective,"blocked-uri":e.blockedURI,' +
  'disposition:e.disposition,"source-file":e.sourceFile,"line-number":e.lineNumber}})' +
  '}).catch(function(){})})';
