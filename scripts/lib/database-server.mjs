/**
 * Local stand-in for the Realtime Database emulator (whose jar cannot be downloaded here):
 * firebase-server on the loopback address, enforcing database.rules.json through targaryen.
 * scripts/lib/local-services.mjs starts it for `npm start` and `npm test`.
 * Administrators, as in the official emulator: firebase-admin's connections past the rules (see
 * acceptOwnerCredential() and administratorsPastTheRules()) and REST reads (see ownerReads()).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Module, { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DEMO_PROJECT, LOOPBACK } from '../../lib/backend.mjs';

const require = createRequire(import.meta.url);

/**
 * firebase-server requires the whole v8 SDK ("firebase"), whose auth module resolves to the
 * hoisted @firebase/auth and crashes next to v12. It only uses app + database: hand it exactly
 * those, loaded from its own v8 copy (pinned by package.json "overrides").
 */
function provideFirebaseV8() {
  const serverRequire = createRequire(require.resolve('firebase-server'));
  const v8Main = serverRequire.resolve('firebase');
  const v8Require = createRequire(v8Main);
  const firebase = v8Require('@firebase/app').default;
  v8Require('@firebase/database');
  const cached = new Module(v8Main);
  cached.filename = v8Main;
  cached.loaded = true;
  cached.exports = firebase;
  require.cache[v8Main] = cached;
}

provideFirebaseV8();
const FirebaseServer = require('firebase-server');

const root = fileURLToPath(new URL('../..', import.meta.url));

function base64UrlJson(segment) {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

/**
 * The Auth emulator signs nothing: its ID tokens carry `alg: "none"` and an empty signature, and
 * the real database trusts them only because it is an emulator too. firebase-server's validator
 * predates Firebase ID tokens (it expects legacy tokens with a `d` claim and an HMAC secret), so
 * we replace it: decode the payload, refuse expired tokens, and hand the rules the same `auth`
 * object the real database builds ({ uid, provider, token }).
 */
function emulatorTokenValidator() {
  function decode(token) {
    const segments = String(token).split('.');
    if (segments.length !== 3) throw new Error('not a JWT');
    const claims = base64UrlJson(segments[1]);
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) {
      throw new Error('token expired');
    }
    if (!claims.user_id && !claims.sub) throw new Error('token has no subject');
    return claims;
  }
  return {
    decode,
    normalize: (claims) => ({ expires: claims.exp, iat: claims.iat }),
    setSecret() {},
  };
}

/** The `auth` variable of the rules for decoded ID-token claims, as the real service builds it. */
function authFromClaims(claims) {
  return {
    uid: claims.user_id ?? claims.sub,
    provider: claims.firebase?.sign_in_provider ?? claims.provider_id,
    token: claims,
  };
}

/**
 * firebase-server calls targaryen's `write(path, value, now)`, but targaryen reads its third
 * argument as the node's priority and evaluates `now` as Date.now() a few milliseconds later, so
 * a server timestamp would never equal `now` in the rules. Pass it as the operation's `now`, the
 * way the real database evaluates a write (firebase-server never sends priorities this way).
 */
function evaluateWritesAtServerTime(database) {
  const prototype = Object.getPrototypeOf(database);
  if (prototype.write.patchedForServerTime) return;
  const write = prototype.write;
  prototype.write = function writeAt(path, value, now) {
    return write.call(this, path, value, { now });
  };
  prototype.write.patchedForServerTime = true;
}

/**
 * targaryen's `as(auth)` goes through `with({ auth })`, which keeps the database's previous `auth`
 * when given null or undefined, and every write's resulting database carries its writer's `auth`.
 * firebase-server stores that result and evaluates the next request with `as(authData())`, so a
 * connection without a token would act as the last writer. Build each request's database with
 * exactly the caller's `auth` (null for nobody), and store results without anyone's.
 */
function withAuth(database, auth) {
  const Database = database.constructor;
  return new Database({
    rules: database.rules,
    data: database.root,
    auth,
    now: database.timestamp,
    debug: database.debug,
  });
}

function rulesSeeOnlyTheCaller(database) {
  const prototype = Object.getPrototypeOf(database);
  if (prototype.as.patchedForExplicitAuth) return;
  prototype.as = function as(auth) {
    return withAuth(this, auth ?? null);
  };
  prototype.as.patchedForExplicitAuth = true;
  for (const operation of ['write', 'update']) {
    const original = prototype[operation];
    prototype[operation] = function operateAndForget(...args) {
      const result = original.apply(this, args);
      if (result.newDatabase) result.newDatabase = withAuth(result.newDatabase, null);
      return result;
    };
  }
}

/**
 * firebase-admin, pointed at an emulator by FIREBASE_DATABASE_EMULATOR_HOST, signs its WebSocket
 * in with the credential `owner`, which the official emulator treats as an administrator's. The
 * rules see an administrator as this object: no token can decode to it, since decode() returns a
 * fresh object for every other credential. LOCAL SERVER ONLY, like ownerReads().
 */
const OWNER_CREDENTIAL = 'owner';
const ADMINISTRATOR = Object.freeze({ administrator: true });

/** firebase-server asks its token validator what a credential means; `owner` means ADMINISTRATOR. */
function acceptOwnerCredential(tokenValidator) {
  const decode = tokenValidator.decode;
  tokenValidator.decode = (token) =>
    token === OWNER_CREDENTIAL ? { d: ADMINISTRATOR } : decode(token);
}

/**
 * Reads, writes and multi-path updates (and so the writes of transactions, which firebase-server
 * checks against their hash afterwards) of an administrator skip the rules, as in the official
 * emulator; the resulting database keeps the data and forgets the administrator.
 */
function administratorsPastTheRules(database) {
  const prototype = Object.getPrototypeOf(database);
  if (prototype.read.patchedForAdministrators) return;
  const { read, write, update } = prototype;
  const allowed = (newDatabase) => ({ allowed: true, info: 'administrator', newDatabase });
  prototype.read = function readAsAdministrator(...args) {
    return this.auth === ADMINISTRATOR ? allowed(undefined) : read.apply(this, args);
  };
  prototype.read.patchedForAdministrators = true;
  prototype.write = function writeAsAdministrator(path, value, now) {
    if (this.auth !== ADMINISTRATOR) return write.call(this, path, value, now);
    return allowed(
      withAuth(this.with({ data: this.root.$set(path, value, undefined, now), now }), null),
    );
  };
  prototype.update = function updateAsAdministrator(path, patch, now) {
    if (this.auth !== ADMINISTRATOR) return update.call(this, path, patch, now);
    return allowed(withAuth(this.with({ data: this.root.$merge(path, patch, now), now }), null));
  };
}

function loadRules() {
  return JSON.parse(fs.readFileSync(path.join(root, 'database.rules.json'), 'utf8')).rules;
}

/**
 * The official Realtime Database emulator lets a request with `Authorization: Bearer owner` act
 * as an administrator, past the rules; the tests read the messages clients may never read that
 * way. firebase-server's own REST API ignores rules and credentials altogether, so it stays off:
 * this server answers REST reads (`GET /<path>.json`) for the owner only, and refuses every other
 * HTTP request. LOCAL SERVER ONLY: no deployed database ever sees this handler; SDK connections
 * (WebSocket upgrades on the same port) go through the rules unless they sign in as the owner.
 */
function ownerReads(database) {
  return (request, response) => {
    const answer = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!pathname.endsWith('.json')) return answer(404, { error: 'Not found' });
    if (request.headers.authorization !== `Bearer ${OWNER_CREDENTIAL}`)
      return answer(401, { error: 'Permission denied' });
    if (request.method !== 'GET') return answer(405, { error: 'This local server only reads' });
    let key;
    try {
      key = decodeURIComponent(pathname.slice(1, -'.json'.length));
    } catch {
      return answer(400, { error: 'Bad path' });
    }
    database.getValue(key ? database.baseRef.child(key) : database.baseRef).then(
      (value) => answer(200, value),
      (error) => answer(500, { error: String(error) }),
    );
  };
}

/** Starts the server on `port` with the project's rules; resolves once it listens. */
export async function startDatabaseServer(port) {
  // One port for both, as the real emulator: SDK WebSockets (upgrades) and the owner's REST reads.
  const httpServer = http.createServer();
  await new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, LOOPBACK, resolve);
  });
  const server = new FirebaseServer({ server: httpServer }, DEMO_PROJECT);
  httpServer.on('request', ownerReads(server));
  server.tokenValidator = emulatorTokenValidator();
  server.setRules({ rules: loadRules() });
  evaluateWritesAtServerTime(server.targaryen);
  // handleConnection builds `auth` from the decoded token with firebase-server's legacy field
  // names (provider_id); wrap decode so the claims already carry the shape the rules expect.
  const { decode } = server.tokenValidator;
  server.tokenValidator.decode = (token) => ({ d: authFromClaims(decode(token)) });
  acceptOwnerCredential(server.tokenValidator);
  rulesSeeOnlyTheCaller(server.targaryen);
  administratorsPastTheRules(server.targaryen);
  // firebase-server closes the WebSocket server (and its clients), not an HTTP server it was given.
  const close = server.close.bind(server);
  server.close = async () => {
    await close();
    await new Promise((resolve) => httpServer.close(resolve));
  };
  return server;
}
