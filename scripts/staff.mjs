// `npm run staff -- grant <email>` gives an account the staff claim: signed in with it, /staff
// shows each newsletter letter's figures, which the database rules let only such an account read.
// `npm run staff -- revoke <email>` takes the claim away. With FIREBASE_PROJECT set, on that
// project, with the Google credentials of whoever runs it (gcloud auth application-default
// login); without, on the local Auth emulator that `npm start` runs. Signing in again (or the hour
// an ID token lasts) brings the change to the account's sessions; the staff page asks anew.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DEMO_PROJECT, LOOPBACK, localPort } from '../lib/backend.mjs';

const [action, email] = process.argv.slice(2);
if (!['grant', 'revoke'].includes(action) || !email) {
  console.error('Usage: npm run staff -- grant|revoke <email>');
  process.exit(2);
}

const project = process.env.FIREBASE_PROJECT;
if (!project) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${LOOPBACK}:${localPort('auth')}`;
const auth = getAuth(initializeApp({ projectId: project || DEMO_PROJECT }));

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
  console.log(
    `${email} ${action === 'grant' ? 'is staff now' : 'is no longer staff'} on ${project || `the local emulator (${DEMO_PROJECT})`}.`,
  );
} catch (error) {
  console.error(`Could not ${action} staff for ${email}: ${error.message}`);
  process.exit(1);
}
