// The CMS's page script, bundled by scripts/admin.mjs into out/admin/cms/. Sveltia CMS checks
// GitHub's public status page before it signs in; nothing here may ask a third party, and the
// admin page's policy would refuse it with a violation report, so that one request is answered
// here, as a failed network request, which the CMS already takes for "status unknown".
const STATUS_HOST = 'www.githubstatus.com';
const pageFetch = window.fetch.bind(window);
window.fetch = (input, init) =>
  new URL(input instanceof Request ? input.url : String(input), window.location.href).host ===
  STATUS_HOST
    ? Promise.reject(new TypeError(`${STATUS_HOST} is not asked from this page`))
    : pageFetch(input, init);

// Imported after the stand-in above is in place: a static import would run first.
const { default: CMS } = await import('@sveltia/cms');
CMS.init();
