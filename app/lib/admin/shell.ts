/**
 * POSIX shell quoting for the commands the admin page hands the operator. Scraped addresses are
 * untrusted text: inside single quotes nothing ($, `, \, spaces, ;) is special, and a single quote
 * itself is written as '\'' (close, escaped quote, reopen).
 */
const PLAIN = /^[A-Za-z0-9_\/.,:@%+=-]+$/;

/** One argument, always quoted: for values that come from a scraped page. */
export const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/** One argument, bare when it holds only characters no shell treats specially (page paths, flags). */
export const shellWord = (value: string): string => (PLAIN.test(value) ? value : shellQuote(value));
