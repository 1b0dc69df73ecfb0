// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/** The four sides of the marketplace a member joins as (stored in /profiles/$uid/role). */
export const roles = ['seller', 'buyer', 'talent', 'client'] as const;
export type Role = (typeof roles)[number];
