import { accountPath } from '@/lib/account-addresses';
import { joinHref } from '@/lib/audiences';
import { loadAuth } from '@/lib/content/auth';
import type { Role } from '@/lib/roles';

/**
 * The shell's call to action: "Create account", or on an audience page (`audience`) that
 * audience's sign-up. The pane and the phone's bar both show it, in the first screen of every page.
 */
export function callToAction(audience?: Role): { label: string; href: string } {
  const auth = loadAuth().menu;
  return audience
    ? { label: auth.join[audience], href: joinHref(audience) }
    : { label: auth.create, href: accountPath };
}
