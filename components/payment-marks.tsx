import { paymentMarkPath, paymentMarks } from '@/lib/payment-marks';

/**
 * The accepted payment methods as the marks people know from the till, each on a white tile as at a
 * checkout: the brand's logo in its colour where an openly licensed drawing exists, otherwise its
 * name set as a wordmark (MB WAY, Bizum).
 */
export function PaymentMarks() {
  return (
    <ul className="flex flex-wrap items-center gap-3">
      {paymentMarks().map((mark) => (
        <li key={mark.name} className="payment-mark">
          {mark.slug ? (
            // A small vector file: nothing for next/image to resize, and the export has no image server.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={paymentMarkPath(mark.slug)}
              alt={mark.name}
              width={28}
              height={28}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="text-lg font-extrabold tracking-tight">{mark.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
