/**
 * The account page's addresses. Plain /account opens on "Create an account", what most visitors
 * who follow a link there want; ?join=<role> (lib/audiences.ts joinHref) chooses the role too. The
 * menu's "Sign in" asks for the other form by name.
 */
export const accountPath = '/account';

/** The query that opens the account page on "Sign in". */
export const signInQuery = 'sign-in';

export const signInHref = `${accountPath}?${signInQuery}`;
