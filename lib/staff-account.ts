// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
/**
 * Whether an ID token's claims are a staff account's: the staff claim (scripts/staff.mjs) on an
 * account whose address was proved. An address nobody proved may be a stranger's, and an account
 * that changed its address carries the claim to the new one: the staff page's figures and test
 * mails wait for the proof. The database rules say the same of the letters' records
 * (database.rules.json), the functions and the staff page ask here.
 */
export const isStaffAccount = (claims: Record<string, unknown>): boolean =>
  claims.staff === true && claims.email_verified === true;
