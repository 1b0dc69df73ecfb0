/**
 * @jest-environment node
 */
import {
  appCheckSiteKey,
  authEmulatorUrl,
  databaseHost,
  DEMO_DATABASE,
  DEMO_PROJECT,
  databaseEmulator,
  firebaseOptions,
  LOCAL_SERVICES,
  localPort,
  portVariables,
  PRODUCTION_VARIABLES,
  siteUrl,
  usesEmulators,
} from '@/lib/backend.mjs';

const PROJECT = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'agora-market.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_DATABASE_URL: 'https://agora-market-default-rtdb.firebaseio.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'agora-market',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6Lc-site-key',
};

describe('backend configuration', () => {
  it('uses the local emulators and the demo project when nothing is set', () => {
    expect(usesEmulators({})).toBe(true);
    expect(firebaseOptions({})).toEqual({
      apiKey: 'demo-api-key',
      authDomain: `${DEMO_PROJECT}.firebaseapp.com`,
      databaseURL: `http://127.0.0.1:${LOCAL_SERVICES.database.port}?ns=${DEMO_DATABASE}`,
      projectId: DEMO_PROJECT,
    });
  });

  it('uses the configured project when every production variable is set', () => {
    expect(Object.keys(PROJECT)).toEqual(PRODUCTION_VARIABLES);
    expect(usesEmulators(PROJECT)).toBe(false);
    expect(firebaseOptions(PROJECT)).toEqual({
      apiKey: 'AIza-key',
      authDomain: 'agora-market.firebaseapp.com',
      databaseURL: 'https://agora-market-default-rtdb.firebaseio.com',
      projectId: 'agora-market',
      appId: '1:123:web:abc',
    });
  });

  it("names the database's host: the configured project's, or the stand-in's", () => {
    expect(databaseHost(PROJECT)).toBe('agora-market-default-rtdb.firebaseio.com');
    expect(databaseHost({})).toBe(`127.0.0.1:${LOCAL_SERVICES.database.port}`);
  });

  it("gives the forms App Check's site key in production only", () => {
    expect(appCheckSiteKey(PROJECT)).toBe('6Lc-site-key');
    expect(appCheckSiteKey({})).toBeUndefined();
  });

  it('refuses a partial configuration, naming exactly the missing variables', () => {
    const partial = {
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'agora-market',
      NEXT_PUBLIC_FIREBASE_API_KEY: '',
    };
    const missing = PRODUCTION_VARIABLES.filter(
      (name) => name !== 'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
    );
    expect(() => usesEmulators(partial)).toThrow(
      [
        'Incomplete Firebase configuration (environment or .env files):',
        `  missing: ${missing.join(', ')}`,
        '  set:     NEXT_PUBLIC_FIREBASE_PROJECT_ID',
        'Fill in the missing ones to use that project (see .env.example), or unset all of them to use the local emulators.',
      ].join('\n'),
    );
    expect(() => firebaseOptions(partial)).toThrow('missing: NEXT_PUBLIC_FIREBASE_API_KEY,');
  });

  it('uses a port moved by its variable everywhere that port appears', () => {
    const moved = {
      AGORA_HOSTING_PORT: '5100',
      AGORA_AUTH_PORT: '9199',
      AGORA_DATABASE_PORT: '9100',
    };
    expect(siteUrl(moved)).toBe('http://127.0.0.1:5100');
    expect(authEmulatorUrl(moved)).toBe('http://127.0.0.1:9199');
    expect(databaseEmulator(moved)).toEqual({ host: '127.0.0.1', port: 9100 });
    expect(firebaseOptions(moved).databaseURL).toBe(`http://127.0.0.1:9100?ns=${DEMO_DATABASE}`);
    // The moved three, every other service at its default.
    const defaults = Object.fromEntries(
      Object.values(LOCAL_SERVICES).map(({ variable, port }) => [variable, String(port)]),
    );
    expect(portVariables(moved)).toEqual({ ...defaults, ...moved });
  });

  it('refuses a port variable that is not a port, naming it', () => {
    expect(() => localPort('auth', { AGORA_AUTH_PORT: '99999' })).toThrow(
      'AGORA_AUTH_PORT must be a port number (1 to 65535), not "99999".',
    );
  });
});
