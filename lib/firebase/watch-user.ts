import { onIdTokenChanged, type Auth, type User } from 'firebase/auth';
import { forgetSignedIn, hasSignedInHint, rememberSignedIn } from './session-hint';

/**
 * Follows the signed-in user and keeps the local hint in step. `automatic` is true when the SDK
 * ended a session the visitor did not end (disabled account, expired token): the hint still said
 * "signed in".
 */
export function watchUser(auth: Auth, onChange: (user: User | null, automatic: boolean) => void) {
  // onIdTokenChanged, not onAuthStateChanged: it also fires when the name or photo changes.
  return onIdTokenChanged(auth, (user) => {
    if (user) {
      rememberSignedIn();
      return onChange(user, false);
    }
    const automatic = hasSignedInHint();
    forgetSignedIn();
    onChange(null, automatic);
  });
}
