/**
 * Local stand-in for the Realtime Database emulator (whose jar cannot be downloaded here):
 * firebase-server on the loopback address, enforcing database.rules.json through targaryen.
 * scripts/lib/local-services.mjs starts it for `npm start` and `npm test`.
 * Administrators' reads, as in the official emulator: see ownerReads() below.
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

function loadRules() {
  return JSON.parse(fs.readFileSync(path.join(root, 'database.rules.json'), 'utf8')).rules;
}

/** The credential the official emulator accepts as an administrator's (as the Admin SDK sends it). */
const OWNER = 'Bearer owner';

/**
 * The official Realtime Database emulator lets a request with `Authorization: Bearer owner` act
 * as an administrator, past the rules; the tests read the messages clients may never read that
 * way. firebase-server's own REST API ignores rules and credentials altogether, so it stays off:
 * this server answers REST reads (`GET /<path>.json`) for the owner only, and refuses every other
 * HTTP request. LOCAL SERVER ONLY: no deployed database ever sees this handler; SDK connections
 * (WebSocket upgrades on the same port) still go through the rules whatever token they carry.
 */
function ownerReads(database) {
  return (request, response) => {
    const answer = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!pathname.endsWith('.json')) return answer(404, { error: 'Not found' });
    if (request.headers.authorization !== OWNER) return answer(401, { error: 'Permission denied' });
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
  // firebase-server closes the WebSocket server (and its clients), not an HTTP server it was given.
  const close = server.close.bind(server);
  server.close = async () => {
    await close();
    await new Promise((resolve) => httpServer.close(resolve));
  };
  return server;
}
