import { useSyncExternalStore } from 'react';

// Nothing to listen to: see useBrowserValue.
const subscribeToNothing = () => () => undefined;

/**
 * A value only the browser knows (its address, its storage, its languages): undefined in the
 * prerendered HTML and while hydrating, so both render alike, then `read` at each render. For
 * values that stay put while the page is open, or change only through the component's own
 * actions, which re-render it anyway. `read` must return the same value while nothing changed.
 */
export function useBrowserValue<T>(read: () => T): T | undefined {
  return useSyncExternalStore(subscribeToNothing, read, () => undefined);
}
