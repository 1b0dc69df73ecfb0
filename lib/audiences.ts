import type { Role } from './roles';

/**
 * The four audience pages, the role each signs up for and the accent it wears (a colour scale in
 * tailwind.config.ts of the same name as the role).
 */
export const audiences = {
  '/sellers': 'seller',
  '/buyers': 'buyer',
  '/talents': 'talent',
  '/clients': 'client',
} as const satisfies Record<string, Role>;

export type AudiencePath = keyof typeof audiences;

/** The role of an audience page, or undefined for any other path. */
export function audienceOf(path: string): Role | undefined {
  return audiences[path as AudiencePath];
}

/** Where an audience's sign-up starts: the account page with that role chosen. */
export function joinHref(role: Role): string {
  return `/account?join=${role}`;
}
