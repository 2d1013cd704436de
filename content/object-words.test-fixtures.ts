/**
 * For tests only: names every plain JavaScript object answers to through its prototype. A lookup
 * of text from outside (a visitor, a service, a content file) in a plain object finds these, so
 * each lookup's test tries them.
 */
export const OBJECT_WORDS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"] as const;
