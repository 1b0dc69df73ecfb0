// Browser only: its notes live in this browser's localStorage and sessionStorage.
import 'client-only';
import { roles, type Role } from '@/lib/roles';

/**
 * A small local note that this browser has a signed-in user, so a returning visitor's menu can
 * load Firebase on idle while everyone else downloads none of it. It holds no personal data.
 */
const KEY = 'agora.signedIn';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Private modes and blocked storage throw: behave as for a new visitor.
    return undefined;
  }
}

export function hasSignedInHint(): boolean {
  return storage()?.getItem(KEY) === '1';
}

export function rememberSignedIn(): void {
  storage()?.setItem(KEY, '1');
}

/** Called before a sign-out the visitor asked for, so it is not reported as an automatic one. */
export function forgetSignedIn(): void {
  storage()?.removeItem(KEY);
}

const REDIRECT_KEY = 'agora.redirect';

/**
 * Set before a Google sign-in by redirect, so the page it returns to loads Firebase at once; with
 * the role chosen when it is a sign-up, so that page can keep it (see redirectRole).
 */
export function expectRedirectResult(role?: Role): void {
  try {
    window.sessionStorage.setItem(REDIRECT_KEY, role ?? '1');
  } catch {
    // Without storage the result is read on the visitor's next action instead.
  }
}

function redirectNote(): string | null {
  try {
    return window.sessionStorage.getItem(REDIRECT_KEY);
  } catch {
    return null;
  }
}

/** True between the start of a redirect sign-in and the reading of its result. */
export function redirectExpected(): boolean {
  return redirectNote() !== null;
}

/** The role a Google sign-up by redirect was started with, until its result is read. */
export function redirectRole(): Role | undefined {
  const note = redirectNote();
  return roles.find((role) => role === note);
}

export function forgetRedirect(): void {
  try {
    window.sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: fall back to a timer). */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1500);
  return () => clearTimeout(id);
}
