import { describe, expect, it } from "vitest";
import { outcomeNotice } from "./form-outcome";

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
