// `npm run staff -- grant <email>` gives an account the staff claim: signed in with it, /staff
// shows each newsletter letter's figures, which the database rules let only such an account read.
// `npm run staff -- revoke <email>` takes the claim away, and at once: the account's sessions
// end (their refresh tokens are revoked, which the functions check) and the time goes to
// staffRevocations/<uid>, which the database rules hold the token's sign-in time to, so a token
// from before reads no figures for the hour it still lasts. With FIREBASE_PROJECT set, on that
// project (its database at FIREBASE_DATABASE_URL, or the project's default one), with the Google
// credentials of whoever runs it (gcloud auth application-default login); without, on the local
// Auth emulator and database that `npm start` runs. A grant reaches the account's sessions with
// their next token, which the staff page asks for.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { DEMO_DATABASE, DEMO_PROJECT, LOOPBACK, localPort } from '../lib/backend.mjs';

const [action, email] = process.argv.slice(2);
if (!['grant', 'revoke'].includes(action) || !email) {
  console.error('Usage: npm run staff -- grant|revoke <email>');
  process.exit(2);
}

const project = process.env.FIREBASE_PROJECT;
if (!project) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${LOOPBACK}:${localPort('auth')}`;
  process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= `${LOOPBACK}:${localPort('database')}`;
}
const app = initializeApp({
  projectId: project || DEMO_PROJECT,
  databaseURL:
    process.env.FIREBASE_DATABASE_URL ||
    `https://${project ? `${project}-default-rtdb` : DEMO_DATABASE}.firebaseio.com`,
});
const auth = getAuth(app);

/** The account's claims with the staff claim given or taken, the others kept. */
function withStaff(claims, staff) {
  const next = { ...claims };
  if (staff) next.staff = true;
  else delete next.staff;
  return next;
}

try {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, withStaff(user.customClaims, action === 'grant'));
  if (action === 'revoke') {
    await auth.revokeRefreshTokens(user.uid);
    // In seconds, as the token's auth_time: a session signed in before, or in the same second, reads no more.
    const revokedAt = Math.floor(Date.now() / 1000);
    await getDatabase(app).ref(`staffRevocations/${user.uid}`).set(revokedAt);
  }
  console.log(
    `${email} ${action === 'grant' ? 'is staff now' : 'is no longer staff'} on ${project || `the local emulator (${DEMO_PROJECT})`}.`,
  );
} catch (error) {
  console.error(`Could not ${action} staff for ${email}: ${error.message}`);
  process.exit(1);
}
await app.delete();
