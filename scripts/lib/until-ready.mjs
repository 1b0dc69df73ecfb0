// Waiting for a local service: its ports answering, then whatever else it says it needs.
import { LOCAL_SERVICES, localUrl } from '../../lib/backend.mjs';

const READY_TIMEOUT_MS = 60_000;

/** The HTTP status `url` answers with, or undefined while nothing answers there. */
const statusAt = (url) =>
  fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(1_000) }).then(
    (response) => {
      response.body?.cancel();
      return response.status;
    },
    () => undefined,
  );

/** What `service` waits for: each of its ports answering, then anything else it names. */
const readinessChecks = (service) => [
  ...service.readyAt.map((name) => ({
    what: `${LOCAL_SERVICES[name].label} at ${localUrl(name)}`,
    ready: async () => (await statusAt(localUrl(name))) !== undefined,
  })),
  ...(service.readyWhen?.() ?? []),
];

/** Waits until every check of `service` passes; rejects naming it if it exits or never does. */
export async function untilReady(service, running, signal) {
  let exitStatus;
  running.exited.then((status) => (exitStatus = status));
  for (const { what, ready } of readinessChecks(service)) {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      signal.throwIfAborted();
      if (exitStatus !== undefined) {
        throw new Error(`${service.name} exited (status ${exitStatus}) before ${what} was ready.`);
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${service.name}: ${what} was not ready within ${READY_TIMEOUT_MS / 1000} s.`,
        );
      }
      if (await ready()) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
