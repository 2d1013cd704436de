/**
 * The one email rule of every form: text, at sign, then dot-separated labels, no whitespace.
 * The parts cannot overlap (a label has no dot, the local part no at sign), so a test takes time
 * linear in the input: the earlier `[^\s@]+\.[^\s@]+` backtracked quadratically on a long run of dots.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
