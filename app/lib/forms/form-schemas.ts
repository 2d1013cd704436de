/**
 * One schema per form: the browser checks a form with it before sending, and the local inbox
 * checks the provider-shaped request with it before storing, so the rules live once.
 * Built with zod/mini, whose functions tree-shake, to keep the forms' JavaScript small.
 */
import * as z from "zod/mini";
import { EMAIL_PATTERN } from "./email";
import type { FormKind } from "./form-messages";

export type { FormKind };

/** The longest value each kind of field takes. */
export const FIELD_LIMITS = { name: 100, email: 254, company: 200, message: 5000 } as const;

// Control characters (C0, C1, DEL) and format characters (bidi embeddings, overrides and isolates,
// zero-width spaces, BOMs): none belongs in a form value, and each can forge or hide text wherever
// the value is printed. The zero-width joiners and emoji tags stay: they join visible characters.
const INVISIBLE = /(?![\u200c\u200d\u{e0020}-\u{e007f}])[\p{Cc}\p{Cf}]/gu;
const INVISIBLE_BUT_NEWLINE = /(?![\n\u200c\u200d\u{e0020}-\u{e007f}])[\p{Cc}\p{Cf}]/gu;
const LINE_BREAK = /\r\n?/g;
/**
 * Something a reader can see: a letter, digit, punctuation mark or symbol that is not one of
 * Unicode's default-ignorable code points (the Hangul fillers U+3164, U+115F, U+1160, U+FFA0,
 * among them) nor the blank Braille pattern U+2800. Spaces, format characters and combining marks
 * never count, so a mark with no base is as blank as a space. A value without one counts as empty,
 * in the browser and in the inbox alike (both check with these schemas).
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

const keepIfVisible = (value: string) => (VISIBLE.test(value) ? value : "");

/** A one-line value: control and format characters removed, then trimmed; empty if nothing visible is left. */
export const cleanLine = (value: string): string => keepIfVisible(value.replace(INVISIBLE, "").trim());
/** A multi-line value: line breaks become `\n`, other control and format characters are removed, then trimmed. */
export const cleanText = (value: string): string =>
  keepIfVisible(value.replace(LINE_BREAK, "\n").replace(INVISIBLE_BUT_NEWLINE, "").trim());

/** Every pattern these forms apply to a visitor's values (a unit test proves each runs in linear time). */
export const VISITOR_INPUT_PATTERNS = { INVISIBLE, INVISIBLE_BUT_NEWLINE, LINE_BREAK, VISIBLE, EMAIL_PATTERN };

/**
 * A value longer than twice its limit is refused as too long before any pattern runs on it (twice:
 * room for what cleaning removes, such as the `\r` of every line break).
 */
const withinRawLimit = (max: number) =>
  z.check<string>((ctx) => {
    if (ctx.value.length > max * 2)
      ctx.issues.push({ code: "too_big", origin: "string", maximum: max, inclusive: true, input: ctx.value, continue: false });
  });

// Each length check aborts the rest, so the email pattern only ever sees a value within its limit.
const text = (clean: (value: string) => string, max: number, required: boolean) =>
  z
    .string()
    .check(
      withinRawLimit(max),
      z.overwrite(clean),
      ...(required ? [z.minLength(1, { abort: true })] : []),
      z.maxLength(max, { abort: true }),
    );

const email = text(cleanLine, FIELD_LIMITS.email, true).check(z.regex(EMAIL_PATTERN));
const newsletter = z.strictObject({ email });

export const formSchemas = {
  contact: z.strictObject({
    firstname: text(cleanLine, FIELD_LIMITS.name, true),
    lastname: text(cleanLine, FIELD_LIMITS.name, true),
    email,
    company: z.optional(text(cleanLine, FIELD_LIMITS.company, false)),
    message: text(cleanText, FIELD_LIMITS.message, true),
  }),
  footer: newsletter,
  popup: newsletter,
} satisfies Record<FormKind, z.ZodMiniType>;

/** The provider's error types (HubSpot Forms API v3). */
export type SubmissionErrorType =
  "FIELD_NOT_IN_FORM_DEFINITION" | "REQUIRED_FIELD" | "INVALID_EMAIL" | "INPUT_TOO_LARGE" | "INVALID_REQUEST";
export type FormCheck =
  { ok: true; values: Record<string, string> } | { ok: false; message: string; errorType: SubmissionErrorType };
export type SubmissionCheck =
  | { ok: true; values: Record<string, string>; pageUri: string; pageName: string }
  | { ok: false; message: string; errorType: SubmissionErrorType };

const problem = (errorType: SubmissionErrorType, message: string) => ({ ok: false, errorType, message }) as const;

type Issue = z.core.$ZodIssue;

/** A missing field: empty after cleaning, or not sent at all. */
const isMissing = (issue: Issue, values: Record<string, string>) =>
  issue.code === "too_small" || (issue.code === "invalid_type" && !Object.hasOwn(values, String(issue.path[0])));

/** The provider's error type for one of the schema's issues. */
function errorTypeOf(issue: Issue, values: Record<string, string>): SubmissionErrorType {
  if (isMissing(issue, values)) return "REQUIRED_FIELD";
  if (issue.code === "too_big") return "INPUT_TOO_LARGE";
  if (issue.code === "invalid_format") return "INVALID_EMAIL";
  if (issue.code === "unrecognized_keys") return "FIELD_NOT_IN_FORM_DEFINITION";
  return "INVALID_REQUEST";
}

/** Checks a form's values; a missing required field is reported before any other problem. */
export function checkForm(kind: FormKind, values: Record<string, string>): FormCheck {
  const result = formSchemas[kind].safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const issues = result.error.issues;
  const issue = issues.find((each) => isMissing(each, values)) ?? issues[0]!;
  const name = String(issue.path[0] ?? "");
  const errorType = errorTypeOf(issue, values);
  if (errorType === "REQUIRED_FIELD") return problem(errorType, `The field '${name}' is required.`);
  if (errorType === "INPUT_TOO_LARGE") return problem(errorType, `The field '${name}' is too long.`);
  if (errorType === "INVALID_EMAIL") return problem(errorType, "Please enter a valid email address.");
  if (issue.code === "unrecognized_keys") return problem(errorType, `The field '${issue.keys[0]}' is not part of this form.`);
  return problem(errorType, "The request is not valid.");
}

/** The form's own field names (a provider's answer may name any). */
export const isFormField = (kind: FormKind, name: string): boolean => Object.hasOwn(formSchemas[kind].shape, name);

export interface FieldProblem {
  errorType: SubmissionErrorType;
  /** the longest value the field takes, when it is too long */
  maximum?: number;
}

/** What is wrong with each of a form's fields (the first problem of each), for the messages beside them. */
export function fieldProblems(kind: FormKind, values: Record<string, string>): Record<string, FieldProblem> {
  const result = formSchemas[kind].safeParse(values);
  const problems: Record<string, FieldProblem> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const name = issue.path[0];
    if (typeof name !== "string" || !isFormField(kind, name) || problems[name]) continue;
    const errorType = errorTypeOf(issue, values);
    problems[name] = issue.code === "too_big" ? { errorType, maximum: Number(issue.maximum) } : { errorType };
  }
  return problems;
}

// The provider's request body: a list of name/value pairs and the page it was sent from.
const submission = z.object({
  fields: z.array(z.unknown()).check(z.minLength(1), z.maxLength(20)),
  context: z.optional(
    z.object({
      pageUri: z.optional(text(cleanLine, 2000, false)),
      pageName: z.optional(text(cleanLine, 300, false)),
    }),
  ),
});
const field = z.object({ name: z.string(), value: z.string() });

/** Checks a HubSpot v3 submission body against a form's schema; values come back clean. */
export function parseSubmission(kind: FormKind, body: unknown): SubmissionCheck {
  const envelope = submission.safeParse(body);
  if (!envelope.success) {
    const where = envelope.error.issues[0]?.path[0];
    if (where === "fields") return problem("INVALID_REQUEST", "The request has no valid fields.");
    if (where === "context") return problem("INVALID_REQUEST", "The request context is not valid.");
    return problem("INVALID_REQUEST", "The request is not valid.");
  }
  const shape = formSchemas[kind].shape;
  const values: Record<string, string> = {};
  for (const entry of envelope.data.fields) {
    const parsed = field.safeParse(entry);
    if (!parsed.success) return problem("INVALID_REQUEST", "Each field needs a name and a text value.");
    const { name, value } = parsed.data;
    // Own keys only: `constructor` or `__proto__` are not fields of any form.
    if (!Object.hasOwn(shape, name))
      return problem("FIELD_NOT_IN_FORM_DEFINITION", `The field '${name}' is not part of this form.`);
    if (Object.hasOwn(values, name)) return problem("INVALID_REQUEST", `The field '${name}' was sent twice.`);
    values[name] = value;
  }
  const checked = checkForm(kind, values);
  if (!checked.ok) return checked;
  const { pageUri = "", pageName = "" } = envelope.data.context ?? {};
  return { ok: true, values: checked.values, pageUri, pageName };
}
