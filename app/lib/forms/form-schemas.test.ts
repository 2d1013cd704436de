import { describe, expect, it } from "vitest";
import { BLANK_LOOKING, VISIBLE_VALUES } from "./blank-values.test-fixtures";
import { checkForm, cleanLine, cleanText, fieldProblems, parseSubmission } from "./form-schemas";

const body = (fields: Record<string, string>, context: unknown = { pageUri: "http://x/contact", pageName: "Contact" }) => ({
  fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
  context,
});
const contact = { firstname: "Anna", lastname: "Jónsdóttir", email: "anna@example.is", company: "", message: "Halló!" };

describe("cleaning", () => {
  it("removes C0 and C1 controls, DEL and bidi controls from one-line values, and trims", () => {
    expect(cleanLine(" An\u001b[2Jna\r\n\t\u0000\u007f\u0085\u009b ")).toBe("An[2Jna");
    expect(cleanLine("evil\u202etxt.exe\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069")).toBe("eviltxt.exe");
  });
  it("keeps line breaks in text, written as \\n", () => {
    expect(cleanText("one\r\ntwo\rthree\nfour\u001b]0;title\u0007\u2028five")).toBe("one\ntwo\nthree\nfour]0;title\u2028five");
  });
  it("keeps ordinary letters, accents and emoji", () => {
    expect(cleanLine("Guðrún Ólafsdóttir 🍸 Þ")).toBe("Guðrún Ólafsdóttir 🍸 Þ");
  });
  it("removes invisible format characters (zero-width spaces, marks, BOMs) but keeps joiners in emoji", () => {
    expect(cleanLine("\ufeffAn\u200bna\u200e\u00ad")).toBe("Anna");
    expect(cleanText("a\u2060\n\u200fb")).toBe("a\nb");
    expect(cleanLine("👩\u200d🔬")).toBe("👩\u200d🔬");
  });
  it("leaves nothing of a value with no visible character", () => {
    expect(cleanLine("\u200b\u200e\ufeff")).toBe("");
    expect(cleanText(" \u200d\n\u200c ")).toBe("");
  });
});

describe("checkForm (the browser's check)", () => {
  it("accepts a contact message and gives the clean values in field order", () => {
    expect(checkForm("contact", { ...contact, firstname: " Anna\u001b ", message: " Hi\r\nthere " })).toEqual({
      ok: true,
      values: { ...contact, message: "Hi\nthere" },
    });
  });
  it("reports a missing required field before a bad email", () => {
    expect(checkForm("contact", { ...contact, email: "nope", message: "  " })).toEqual({
      ok: false,
      errorType: "REQUIRED_FIELD",
      message: "The field 'message' is required.",
    });
  });
  it("treats a value of only control characters as missing", () => {
    expect(checkForm("footer", { email: "\u202e\u0000" })).toMatchObject({ ok: false, errorType: "REQUIRED_FIELD" });
  });
  it("treats a required value of only invisible format characters as missing", () => {
    for (const invisible of ["\u200b", "\u200e", "\ufeff", "\u200b\u200e\ufeff"]) {
      expect(checkForm("contact", { ...contact, firstname: invisible, message: invisible })).toEqual({
        ok: false,
        errorType: "REQUIRED_FIELD",
        message: "The field 'firstname' is required.",
      });
    }
  });
  it.each(BLANK_LOOKING)("treats a required value of only %s as missing", (_, blank) => {
    expect(checkForm("contact", { ...contact, firstname: blank })).toEqual({
      ok: false,
      errorType: "REQUIRED_FIELD",
      message: "The field 'firstname' is required.",
    });
    expect(checkForm("contact", { ...contact, message: blank })).toMatchObject({ ok: false, errorType: "REQUIRED_FIELD" });
    expect(checkForm("footer", { email: blank })).toMatchObject({ ok: false, errorType: "REQUIRED_FIELD" });
    expect(fieldProblems("contact", { ...contact, lastname: blank })).toEqual({ lastname: { errorType: "REQUIRED_FIELD" } });
  });
  it.each(VISIBLE_VALUES)("takes %s as a required value, unchanged", (value) => {
    expect(checkForm("contact", { ...contact, firstname: value, message: value })).toEqual({
      ok: true,
      values: { ...contact, firstname: value, message: value },
    });
  });
  it("refuses a value far over its limit as too long without looking at it further", () => {
    const dots = "a@" + ".".repeat(15_900) + "@";
    expect(checkForm("footer", { email: dots })).toMatchObject({ ok: false, errorType: "INPUT_TOO_LARGE" });
    expect(fieldProblems("contact", { ...contact, message: "x".repeat(20_000) })).toEqual({
      message: { errorType: "INPUT_TOO_LARGE", maximum: 5000 },
    });
  });
  it("checks the email with the one rule", () => {
    expect(checkForm("popup", { email: "anna@example" })).toEqual({
      ok: false,
      errorType: "INVALID_EMAIL",
      message: "Please enter a valid email address.",
    });
    expect(checkForm("popup", { email: "  anna@example.is " })).toEqual({ ok: true, values: { email: "anna@example.is" } });
  });
  it.each([
    ["firstname", 100],
    ["lastname", 100],
    ["company", 200],
    ["message", 5000],
  ] as const)("limits %s to %i characters", (name, max) => {
    expect(checkForm("contact", { ...contact, [name]: "x".repeat(max) }).ok).toBe(true);
    expect(checkForm("contact", { ...contact, [name]: "x".repeat(max + 1) })).toEqual({
      ok: false,
      errorType: "INPUT_TOO_LARGE",
      message: `The field '${name}' is too long.`,
    });
  });
  it("limits the email to 254 characters", () => {
    const long = `${"a".repeat(64)}@${"b".repeat(186)}.is`;
    expect(long).toHaveLength(254);
    expect(checkForm("footer", { email: long }).ok).toBe(true);
    expect(checkForm("footer", { email: `a${long}` })).toMatchObject({ ok: false, errorType: "INPUT_TOO_LARGE" });
  });
  it("lets company be left out", () => {
    const { company: _company, ...rest } = contact;
    expect(checkForm("contact", rest)).toEqual({ ok: true, values: rest });
  });
});

describe("parseSubmission (the inbox's check)", () => {
  it("accepts the provider's request and cleans values and context", () => {
    expect(parseSubmission("contact", body(contact, { pageUri: "http://x/contact\u001b", pageName: " Contact\u202e " }))).toEqual(
      {
        ok: true,
        values: contact,
        pageUri: "http://x/contact",
        pageName: "Contact",
      },
    );
    expect(parseSubmission("footer", { fields: [{ name: "email", value: "a@b.is" }] })).toEqual({
      ok: true,
      values: { email: "a@b.is" },
      pageUri: "",
      pageName: "",
    });
  });
  it.each([
    [
      "an unknown field",
      "contact",
      body({ ...contact, phone: "1" }),
      "FIELD_NOT_IN_FORM_DEFINITION",
      "The field 'phone' is not part of this form.",
    ],
    [
      "a prototype name",
      "footer",
      body({ email: "a@b.is", constructor: "x" }),
      "FIELD_NOT_IN_FORM_DEFINITION",
      "The field 'constructor' is not part of this form.",
    ],
    [
      "__proto__",
      "footer",
      {
        fields: [
          { name: "__proto__", value: "x" },
          { name: "email", value: "a@b.is" },
        ],
      },
      "FIELD_NOT_IN_FORM_DEFINITION",
      "The field '__proto__' is not part of this form.",
    ],
    [
      "a contact field on a newsletter",
      "popup",
      body({ email: "a@b.is", message: "hi" }),
      "FIELD_NOT_IN_FORM_DEFINITION",
      "The field 'message' is not part of this form.",
    ],
    [
      "a missing required field",
      "contact",
      body({ firstname: "A", lastname: "B", email: "a@b.is" }),
      "REQUIRED_FIELD",
      "The field 'message' is required.",
    ],
    [
      "an empty required field",
      "contact",
      body({ ...contact, lastname: " " }),
      "REQUIRED_FIELD",
      "The field 'lastname' is required.",
    ],
    [
      "a bad email",
      "contact",
      body({ ...contact, email: "anna@example" }),
      "INVALID_EMAIL",
      "Please enter a valid email address.",
    ],
    [
      "a too long message",
      "contact",
      body({ ...contact, message: "x".repeat(5001) }),
      "INPUT_TOO_LARGE",
      "The field 'message' is too long.",
    ],
    [
      "a field sent twice",
      "footer",
      {
        fields: [
          { name: "email", value: "a@b.is" },
          { name: "email", value: "c@d.is" },
        ],
      },
      "INVALID_REQUEST",
      "The field 'email' was sent twice.",
    ],
    ["no fields", "footer", { fields: [] }, "INVALID_REQUEST", "The request has no valid fields."],
    [
      "too many fields",
      "footer",
      { fields: Array.from({ length: 21 }, () => ({ name: "email", value: "a@b.is" })) },
      "INVALID_REQUEST",
      "The request has no valid fields.",
    ],
    [
      "fields that are not a list",
      "footer",
      { fields: { email: "a@b.is" } },
      "INVALID_REQUEST",
      "The request has no valid fields.",
    ],
    [
      "a number as a value",
      "footer",
      { fields: [{ name: "email", value: 5 }] },
      "INVALID_REQUEST",
      "Each field needs a name and a text value.",
    ],
    [
      "a bad context",
      "footer",
      { ...body({ email: "a@b.is" }), context: { pageUri: 7 } },
      "INVALID_REQUEST",
      "The request context is not valid.",
    ],
    [
      "a long page name",
      "footer",
      body({ email: "a@b.is" }, { pageName: "x".repeat(301) }),
      "INVALID_REQUEST",
      "The request context is not valid.",
    ],
    ["a body that is not an object", "footer", "email=a@b.is", "INVALID_REQUEST", "The request is not valid."],
    ["null", "footer", null, "INVALID_REQUEST", "The request is not valid."],
  ] as const)("rejects %s", (_name, kind, payload, errorType, message) => {
    expect(parseSubmission(kind, payload)).toEqual({ ok: false, errorType, message });
  });
});

describe("fieldProblems (the messages beside the fields)", () => {
  it("names every field at fault with its first problem", () => {
    expect(
      fieldProblems("contact", { firstname: " ", lastname: "", email: "nope", company: "", message: "x".repeat(5001) }),
    ).toEqual({
      firstname: { errorType: "REQUIRED_FIELD" },
      lastname: { errorType: "REQUIRED_FIELD" },
      email: { errorType: "INVALID_EMAIL" },
      message: { errorType: "INPUT_TOO_LARGE", maximum: 5000 },
    });
  });
  it("calls an empty address missing and a field not sent missing too", () => {
    expect(fieldProblems("popup", { email: "" })).toEqual({ email: { errorType: "REQUIRED_FIELD" } });
    expect(fieldProblems("footer", {})).toEqual({ email: { errorType: "REQUIRED_FIELD" } });
  });
  it("has nothing to say about valid values, nor about fields the form does not have", () => {
    expect(fieldProblems("contact", contact)).toEqual({});
    expect(fieldProblems("footer", { email: "anna@example.is", extra: "x" })).toEqual({});
  });
});
