import { pageLocale } from '@/lib/i18n/page-locale';
import { markPath } from '@/lib/brand-drawings';
import { paymentMarks } from '@/lib/payment-marks';

/**
 * The accepted payment methods, each on the same white tile, as at a checkout: the brand's mark in
 * its colour where the project may ship a drawing of it (simple-icons), otherwise its name set in
 * the tile's one badge style (MB WAY, Bizum, Cartes Bancaires). The page's own country's method
 * comes first.
 */
export function PaymentMarks() {
  return (
    <ul className="payment-marks">
      {paymentMarks(pageLocale()).map((mark) => (
        <li key={mark.name} className="payment-mark">
          {mark.slug ? (
            // A small vector file: nothing for next/image to resize, and the export has no image server.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={markPath(mark.slug)} alt={mark.name} width={28} height={28} loading="lazy" />
          ) : (
            <span className="payment-mark-name">{mark.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
