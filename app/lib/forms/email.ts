/** The one email rule of every form: text, at sign, text, dot, text, no whitespace. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
