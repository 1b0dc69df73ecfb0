// Before the local services start: is each of their ports free, and if not, how to move it.
import net from 'node:net';
import { LOCAL_SERVICES, LOOPBACK, localPort } from '../../lib/backend.mjs';

/** Resolves whether something already listens on `port` of the loopback address. */
function portInUse(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    probe.listen(port, LOOPBACK, () => probe.close(() => resolve(false)));
  });
}

/** A free port from `port` + 100 up that no service is configured to use, to suggest instead. */
async function portToSuggest(port, configured) {
  let candidate = port + 100;
  while (configured.includes(candidate) || (await portInUse(candidate))) candidate += 1;
  return candidate;
}

/**
 * What stops services from listening on the ports `names` (keys of LOCAL_SERVICES) resolve to,
 * one sentence a port; `command` is how the user ran us, for the way to move a port.
 */
export async function portProblems(names, command) {
  const configured = names.map((name) => localPort(name));
  const problems = [];
  for (const [index, name] of names.entries()) {
    const { label, variable } = LOCAL_SERVICES[name];
    const port = configured[index];
    const first = configured.indexOf(port);
    if (first < index) {
      problems.push(
        `${LOCAL_SERVICES[names[first]].variable} and ${variable} both name port ${port}.`,
      );
    } else if (await portInUse(port)) {
      const instead = await portToSuggest(port, configured);
      problems.push(
        `Port ${port} (${label}) is in use. Stop what listens there, or move it: ${variable}=${instead} ${command}`,
      );
    }
  }
  return problems;
}
