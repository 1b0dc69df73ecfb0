/**
 * @jest-environment node
 */
// The byte budgets (scripts/lib/budgets.mjs) on the built site. Bytes are deterministic, so they
// run on every `npm test`; Lighthouse scores live in `npm run bench`.
import path from 'node:path';
import { allSitePages } from '@/lib/routes';
import { budgetFailures } from '../../scripts/lib/budgets.mjs';
import { ensureFloor, measureFloor } from '../../scripts/lib/floor.mjs';
import { measureSite } from '../../scripts/lib/measure.mjs';

const projectDir = process.cwd();
const site = measureSite(path.join(projectDir, 'out'));
let floorJsGzip: number;

beforeAll(() => {
  floorJsGzip = measureFloor(ensureFloor(projectDir, { log: () => undefined })).js.gzip;
}, 180_000);

describe('byte budgets', () => {
  it('measures every page of the route registry in every language, and besides them only the 404 page', () => {
    const registered = allSitePages().map((page) => page.path);
    const notFound = ['/404', '/_not-found'];
    expect(site.pages.map((page) => page.route).sort()).toEqual(
      [...registered, ...notFound].sort(),
    );
  });

  it.each(site.pages.map((page) => [page.route, page] as const))(
    '%s: first-load JS within the floor + 12 KiB, no Firebase, HTML <= 30 KiB gzip and 150 KB raw',
    (_route, page) => {
      expect(budgetFailures({ pages: [page], css: { gzip: 0 } }, floorJsGzip)).toEqual([]);
    },
  );

  it('keeps all CSS within 12 KiB gzip', () => {
    expect(budgetFailures({ pages: [], css: site.css }, floorJsGzip)).toEqual([]);
  });
});
