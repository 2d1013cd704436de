/**
 * The server's failure log: one line per failure, and the stack only the first time an error of
 * that kind (code and message) is seen. A full disk fails every submission the same way; a stack
 * each time would fill the log fastest exactly when the disk has no room for it.
 */

/** Kinds already logged with their stack; forgotten all at once past this many, so memory stays bounded. */
const MAX_KINDS = 1000;
const seenKinds = new Set<string>();

/** A message may quote what a client sent: one character class, so collapsing it takes linear time. */
export const WHITESPACE_RUNS = /\s+/g;

export function logFailure(where: string, error: unknown): void {
  const { message, code, stack } =
    error instanceof Error
      ? (error as Error & { code?: unknown })
      : { message: String(error), code: undefined, stack: undefined };
  const kind = `${String(code ?? "")} ${message}`;
  // The message on one line, whatever it holds.
  const line = `${where}: ${code ? `[${String(code)}] ` : ""}${message}`.replace(WHITESPACE_RUNS, " ");
  if (seenKinds.has(kind) || !stack) return console.error(line);
  if (seenKinds.size >= MAX_KINDS) seenKinds.clear();
  seenKinds.add(kind);
  console.error(`${line} (stack shown once for this error)\n${stack}`);
}
