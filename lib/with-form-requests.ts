// Browser only: the page fetches the forms' request code on first use.
import 'client-only';
import type { Outcome } from '@/lib/form-requests';

type FormRequests = typeof import('@/lib/form-requests');

/**
 * The forms' request code (lib/form-requests.ts) is fetched when a form is first used, not with
 * every page: the footer's newsletter form is on all of them. Called on focus, this starts the
 * download, and App Check's in production.
 */
export function prepareFormRequests(): void {
  import('@/lib/form-requests')
    .then((requests) => requests.prepareRequests())
    .catch(() => undefined);
}

/**
 * Runs `send` with the request code. Code that cannot be fetched (the network went before the
 * form was first used) is a request that could not be sent; a later try fetches it again.
 */
export async function withFormRequests(
  send: (requests: FormRequests) => Promise<Outcome>,
): Promise<Outcome> {
  let requests: FormRequests;
  try {
    requests = await import('@/lib/form-requests');
  } catch {
    return { kind: 'not-sent', reason: navigator.onLine ? 'network' : 'offline' };
  }
  return send(requests);
}
