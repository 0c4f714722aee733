import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client.ts";
import { OFFLINE_MESSAGE, formErrorMessage } from "./submit-form.ts";

describe("formErrorMessage", () => {
  it("shows each field's validation message for a 400", () => {
    const error = new ApiRequestError(400, {
      error: "Bad Request",
      message: "Invalid body: email: Email must be a valid e-mail address",
      issues: [
        { path: "email", message: "Email must be a valid e-mail address" },
        { path: "subject", message: "Subject is required" },
      ],
    });
    expect(formErrorMessage(error)).toBe(
      "Email must be a valid e-mail address. Subject is required.",
    );
  });

  it("shows the server's message for a 429", () => {
    const message = "Too many messages from your connection. Please try again in 10 minutes.";
    const error = new ApiRequestError(429, { error: "Too Many Requests", message });
    expect(formErrorMessage(error)).toBe(message);
  });

  it("hides server internals behind a general message for a 5xx", () => {
    const error = new ApiRequestError(500, {
      error: "Internal Server Error",
      message: "relation does not exist",
    });
    expect(formErrorMessage(error)).toMatch(/on our side/);
  });

  it("says the server could not be reached when the request failed", () => {
    const error = new ApiRequestError(0, null, new TypeError("Failed to fetch"));
    expect(formErrorMessage(error)).toBe(OFFLINE_MESSAGE);
  });

  it("says the same of a failure that is not the API's answer", () => {
    expect(formErrorMessage(new TypeError("Failed to fetch"))).toBe(OFFLINE_MESSAGE);
  });
});
