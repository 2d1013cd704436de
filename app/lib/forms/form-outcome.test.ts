import { describe, expect, it } from "vitest";
import { fieldMessage, outcomeNotice, problemNotice, providerFieldErrors } from "./form-outcome";
import { checkForm, isFormField } from "./form-schemas";

describe("outcomeNotice", () => {
  it("uses the server's message, the fallback, or the network text", () => {
    expect(outcomeNotice("contact", { ok: false, reason: "rejected", message: "The request is not valid" })).toEqual({
      title: "Message Failed",
      description: "The request is not valid",
      variant: "error",
    });
    expect(outcomeNotice("footer", { ok: false, reason: "rejected" }).description).toBe("There was a problem subscribing you.");
    expect(outcomeNotice("popup", { ok: false, reason: "network" })).toEqual({
      title: "Subscription Failed",
      description: "Network error. Please try again later.",
      variant: "error",
    });
  });

  it("uses each form's success text", () => {
    expect(outcomeNotice("contact", { ok: true }).title).toBe("Message Sent!");
    expect(outcomeNotice("footer", { ok: true }).title).toBe("Thanks for subscribing!");
    expect(outcomeNotice("popup", { ok: true }).title).toBe("Welcome aboard!");
  });
});

describe("problemNotice", () => {
  const noticeFor = (form: "contact" | "footer" | "popup", values: Record<string, string>) => {
    const checked = checkForm(form, values);
    if (checked.ok) throw new Error("expected a problem");
    return problemNotice(form, checked);
  };
  const contact = { firstname: "A", lastname: "B", email: "a@b.is", message: "Hi" };

  it("shows the catalogue notices for missing fields and a bad address", () => {
    expect(noticeFor("contact", { ...contact, lastname: "" })).toEqual({
      title: "Required Fields Missing",
      description: "Please fill in all required fields.",
      variant: "error",
    });
    expect(noticeFor("contact", { ...contact, email: "a@b" })).toEqual({
      title: "Invalid Email",
      description: "Please enter a valid email address.",
      variant: "error",
    });
  });

  it("treats an empty newsletter address as an invalid one", () => {
    expect(noticeFor("footer", { email: " " }).title).toBe("Invalid Email");
    expect(noticeFor("popup", { email: "" }).title).toBe("Invalid Email");
  });

  it("words other problems like the server's answer", () => {
    expect(noticeFor("contact", { ...contact, message: "x".repeat(5001) })).toEqual({
      title: "Message Failed",
      description: "The field 'message' is too long.",
      variant: "error",
    });
  });
});

describe("fieldMessage", () => {
  it("uses the catalogue's words under a field, as in its notice", () => {
    expect(fieldMessage("contact", { errorType: "REQUIRED_FIELD" })).toBe("Please fill in all required fields.");
    expect(fieldMessage("contact", { errorType: "INVALID_EMAIL" })).toBe("Please enter a valid email address.");
    expect(fieldMessage("footer", { errorType: "REQUIRED_FIELD" })).toBe("Please enter a valid email address.");
    expect(fieldMessage("popup", { errorType: "INVALID_EMAIL" })).toBe("Please enter a valid email address.");
  });
  it("gives the limit of a value too long, and keeps an answer's own words otherwise", () => {
    expect(fieldMessage("contact", { errorType: "INPUT_TOO_LARGE", maximum: 5000 })).toBe(
      "Please keep this to 5000 characters or fewer.",
    );
    expect(fieldMessage("footer", { errorType: "BLOCKED_EMAIL", message: "Error in 'fields.email'. Blocked" })).toBe(
      "Error in 'fields.email'. Blocked",
    );
  });
});

describe("providerFieldErrors", () => {
  const footerField = (name: string) => isFormField("footer", name);
  it("puts HubSpot's field errors on the field they name", () => {
    expect(
      providerFieldErrors(
        "footer",
        [{ message: "Error in 'fields.email'. Invalid email address", errorType: "INVALID_EMAIL" }],
        footerField,
      ),
    ).toEqual({ email: "Please enter a valid email address." });
  });
  it("reads the local inbox's wording, and an invalid email with no field named is the email field", () => {
    const contactField = (name: string) => isFormField("contact", name);
    expect(
      providerFieldErrors(
        "contact",
        [
          { message: "The field 'lastname' is required.", errorType: "REQUIRED_FIELD" },
          { message: "Please enter a valid email address.", errorType: "INVALID_EMAIL" },
        ],
        contactField,
      ),
    ).toEqual({ lastname: "Please fill in all required fields.", email: "Please enter a valid email address." });
  });
  it("leaves errors about no field, or a field the form does not have, to the notice", () => {
    expect(
      providerFieldErrors(
        "footer",
        [
          { message: "Too many submissions.", errorType: "RATE_LIMITED" },
          { message: "Error in 'fields.phone'. Required", errorType: "REQUIRED_FIELD" },
        ],
        footerField,
      ),
    ).toEqual({});
  });
});
