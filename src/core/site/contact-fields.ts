/**
 * Length limits of the contact form and the newsletter box, shared by the API schemas and
 * the form fields. Kept apart from the zod schemas so the pages can use them without zod.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
} as const;

/** The longest address RFC 5321 allows through. */
export const EMAIL_MAX_LENGTH = 254;

/** Shown once a contact message is stored. */
export const CONTACT_THANK_YOU =
  "Thank you for your message! We have received it and will reply within 24 hours on weekdays.";

/** Shown for a new subscription and for an address that was already on the list alike. */
export const NEWSLETTER_CONFIRMATION =
  "Thanks for subscribing! New articles and typing tips will arrive in your inbox.";
