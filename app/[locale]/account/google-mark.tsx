/**
 * Google's "G", as its sign-in buttons carry it: its four colours on white, in either scheme (on a
 * white disc where the page is dark). A file (public/google-g.svg) rather than inline paths, which
 * took 0.4 KiB gzip of the account page's first-load JS.
 */
export function GoogleMark() {
  return (
    <span aria-hidden="true" className="inline-flex rounded-full bg-white p-0.5">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG needs no image pipeline */}
      <img src="/google-g.svg" alt="" width={20} height={20} loading="lazy" className="size-5" />
    </span>
  );
}
