/**
 * Where the site's Firebase backend is: the project that NEXT_PUBLIC_FIREBASE_* configure, or the
 * local services `npm start` and `npm test` run (Firebase emulators and the database stand-in).
 * Plain JavaScript with JSDoc types, so Node scripts import it as it is and Next, Jest and tsc read
 * it too. Every function takes the environment to read, the current one by default.
 */

/** The project the local services answer for: demo-* projects never reach Google. */
export const DEMO_PROJECT = 'demo-agora';

/**
 * The demo project's database, as the Functions emulator names it to firebase-admin; the browser,
 * the functions and the tests all address this one.
 */
export const DEMO_DATABASE = `${DEMO_PROJECT}-default-rtdb`;

/** Every local service listens on this address only. */
export const LOOPBACK = '127.0.0.1';

/**
 * @typedef {object} LocalService
 * @property {string} label what it is, in messages
 * @property {number} port where it listens unless `variable` says otherwise
 * @property {string} variable the environment variable that moves it to another port
 */

/**
 * Every local service. The keys are the Firebase CLI's names for its emulators; the default ports
 * are the CLI's own defaults.
 */
export const LOCAL_SERVICES = /** @satisfies {Record<string, LocalService>} */ ({
  hosting: { label: 'Hosting emulator', port: 5000, variable: 'AGORA_HOSTING_PORT' },
  auth: { label: 'Auth emulator', port: 9099, variable: 'AGORA_AUTH_PORT' },
  functions: { label: 'Functions emulator', port: 5001, variable: 'AGORA_FUNCTIONS_PORT' },
  // The Functions emulator starts these two for event-triggered and queued functions.
  eventarc: { label: 'Eventarc emulator', port: 9299, variable: 'AGORA_EVENTARC_PORT' },
  tasks: { label: 'Cloud Tasks emulator', port: 9499, variable: 'AGORA_TASKS_PORT' },
  database: { label: 'Realtime Database stand-in', port: 9000, variable: 'AGORA_DATABASE_PORT' },
  mail: { label: 'Mail server (SMTP)', port: 1025, variable: 'AGORA_MAIL_PORT' },
  mailCatcher: { label: 'Mail capture (SMTP)', port: 1026, variable: 'AGORA_MAIL_CATCHER_PORT' },
  mailViewer: { label: 'Mail viewer', port: 1080, variable: 'AGORA_MAIL_VIEWER_PORT' },
  github: { label: 'GitHub sign-in stand-in', port: 9180, variable: 'AGORA_GITHUB_PORT' },
  warehouse: { label: 'Audience warehouse (DuckDB)', port: 9470, variable: 'AGORA_WAREHOUSE_PORT' },
  hub: { label: 'Emulator hub', port: 4400, variable: 'AGORA_HUB_PORT' },
  logging: { label: 'Emulator logging', port: 4500, variable: 'AGORA_LOGGING_PORT' },
});

/** @typedef {keyof typeof LOCAL_SERVICES} ServiceName */
/** @typedef {Record<string, string | undefined>} Environment */

/**
 * What a production build needs, each variable read by its literal name: Next inlines only such
 * reads into the browser bundle. None set: the local services; all set: that project; some set:
 * an error naming the others.
 */
const productionVariables = () => ({
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: process.env.NEXT_PUBLIC_FIREBASE_DATABASE_URL,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
});

/** The variables of a production configuration. */
export const PRODUCTION_VARIABLES = Object.keys(productionVariables());

/**
 * The ports the browser connects to, read by their literal names: next.config.js hands every
 * port to the bundle through Next's `env` option, which inlines literal reads only.
 */
const browserPorts = () => ({
  AGORA_AUTH_PORT: process.env.AGORA_AUTH_PORT,
  AGORA_DATABASE_PORT: process.env.AGORA_DATABASE_PORT,
});

/**
 * The environment as this code sees it: Node has all of process.env; a browser bundle has only
 * the literal reads Next inlined.
 * @returns {Environment}
 */
const currentEnvironment = () => ({ ...process.env, ...productionVariables(), ...browserPorts() });

/**
 * Whether the site talks to the local services (true) or to the configured project (false).
 * Throws when the configuration is partial, naming what is missing.
 * @param {Environment} [env]
 */
export function usesEmulators(env = currentEnvironment()) {
  const missing = PRODUCTION_VARIABLES.filter((name) => !env[name]);
  if (missing.length === PRODUCTION_VARIABLES.length) return true;
  if (missing.length === 0) return false;
  const set = PRODUCTION_VARIABLES.filter((name) => env[name]);
  throw new Error(
    [
      'Incomplete Firebase configuration (environment or .env files):',
      `  missing: ${missing.join(', ')}`,
      `  set:     ${set.join(', ')}`,
      'Fill in the missing ones to use that project (see .env.example), or unset all of them to use the local emulators.',
    ].join('\n'),
  );
}

/**
 * The port of a local service: its variable when set, else its default.
 * @param {ServiceName} name
 * @param {Environment} [env]
 */
export function localPort(name, env = currentEnvironment()) {
  const { port, variable } = LOCAL_SERVICES[name];
  const value = env[variable];
  if (!value) return port;
  const moved = Number(value);
  if (!Number.isInteger(moved) || moved < 1 || moved > 65535) {
    throw new Error(`${variable} must be a port number (1 to 65535), not "${value}".`);
  }
  return moved;
}

/**
 * The address of a local service, e.g. http://127.0.0.1:9099.
 * @param {ServiceName} name
 * @param {Environment} [env]
 */
export function localUrl(name, env = currentEnvironment()) {
  return `http://${LOOPBACK}:${localPort(name, env)}`;
}

/**
 * Every service's variable with the port it resolves to, e.g. { AGORA_AUTH_PORT: '9099', ... }:
 * what the browser bundle and the processes of `npm start` and `npm test` are given.
 * @param {Environment} [env]
 * @returns {Record<string, string>}
 */
export function portVariables(env = currentEnvironment()) {
  return Object.fromEntries(
    Object.entries(LOCAL_SERVICES).map(([name, { variable }]) => [
      variable,
      String(localPort(/** @type {ServiceName} */ (name), env)),
    ]),
  );
}

/**
 * The site as the Hosting emulator serves it, e.g. http://127.0.0.1:5000.
 * @param {Environment} [env]
 */
export const siteUrl = (env = currentEnvironment()) => localUrl('hosting', env);

/**
 * Where the functions send mail locally: the capture server's SMTP port.
 * @param {Environment} [env]
 */
export const smtpUrl = (env = currentEnvironment()) =>
  `smtp://${LOOPBACK}:${localPort('mail', env)}`;

/**
 * The Auth emulator, as the SDK's connectAuthEmulator takes it.
 * @param {Environment} [env]
 */
export const authEmulatorUrl = (env = currentEnvironment()) => localUrl('auth', env);

/**
 * The database stand-in, as the SDK's connectDatabaseEmulator takes it.
 * @param {Environment} [env]
 */
export const databaseEmulator = (env = currentEnvironment()) => ({
  host: LOOPBACK,
  port: localPort('database', env),
});

/**
 * The web app's options for initializeApp: the configured project's, or the demo project's on the
 * local services (the Auth emulator accepts any API key).
 * @param {Environment} [env]
 * @returns {import('firebase/app').FirebaseOptions}
 */
export function firebaseOptions(env = currentEnvironment()) {
  if (usesEmulators(env)) {
    return {
      apiKey: 'demo-api-key',
      authDomain: `${DEMO_PROJECT}.firebaseapp.com`,
      databaseURL: `${localUrl('database', env)}?ns=${DEMO_DATABASE}`,
      projectId: DEMO_PROJECT,
    };
  }
  return {
    apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY,
    authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    databaseURL: env.NEXT_PUBLIC_FIREBASE_DATABASE_URL,
    projectId: env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    appId: env.NEXT_PUBLIC_FIREBASE_APP_ID,
  };
}

/**
 * The host the database SDK opens its WebSocket to: the configured database's (for example
 * agora-market-default-rtdb.europe-west1.firebasedatabase.app), or the local stand-in's.
 * @param {Environment} [env]
 */
export const databaseHost = (env = currentEnvironment()) =>
  new URL(String(firebaseOptions(env).databaseURL)).host;

/**
 * The reCAPTCHA Enterprise site key the forms' App Check provider uses in production; none on the
 * local services, whose functions cannot verify App Check tokens and do not ask for them.
 * @param {Environment} [env]
 * @returns {string | undefined}
 */
export function appCheckSiteKey(env = currentEnvironment()) {
  return usesEmulators(env) ? undefined : env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;
}
