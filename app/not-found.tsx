/**
 * What a page that calls notFound() would show in the pages' layout. No exported page does (each
 * route builds only the pages its registry entry names), and an address the export has no page
 * for gets the 404 page of its own, app/global-not-found.tsx. This stands in for the framework's
 * default, which every page's payload carries, styles and all.
 */
export default function NotFound() {
  return <p>404</p>;
}
