import { email, maxLength, noMarkup, required, type Check } from './validation';

/**
 * The checks of each form that posts to the site's functions, field by field. The form runs them
 * before sending; the function runs the same ones on what arrives, so both refuse alike.
 */
export const MAX_NAME_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 5000;

export const contactChecks = {
  name: [required, maxLength(MAX_NAME_LENGTH), noMarkup],
  email: [email],
  topic: [required],
  message: [required, maxLength(MAX_MESSAGE_LENGTH)],
} satisfies Record<string, Check[]>;

export const newsletterChecks = {
  email: [email],
} satisfies Record<string, Check[]>;
