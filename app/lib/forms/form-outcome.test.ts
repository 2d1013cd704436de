import { describe, expect, it } from "vitest";
import { outcomeNotice, problemNotice } from "./form-outcome";
import { checkForm } from "./form-schemas";

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

  it("shows the spec's notices for missing fields and a bad address", () => {
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
