import { type FormEvent, useRef, useState } from "react";
import { sendContactMessage } from "../../../core/api/endpoints/contact.ts";
import { CONTACT_LIMITS } from "../../../core/site/contact-fields.ts";
import { api } from "../../lib/api-client.ts";
import { formErrorMessage } from "./submit-form.ts";
import { cardClass } from "../../ui/Card.tsx";
import { Button } from "../../ui/Button.tsx";

/**
 * product 'Constants and limits': the 'sending' state lasts about a second, however fast the server
 * answers.
 */
export const CONTACT_SENDING_MS = 1000;

type State =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; message: string }
  | { kind: "error"; message: string };

const FIELD =
  "mt-1 block w-full rounded-lg border border-gray-500 bg-gray-950 px-3 py-2 text-gray-100 placeholder:text-gray-400 focus:border-amber-400 read-only:opacity-70";
const LABEL = "block text-sm font-medium text-gray-200";

/**
 * product 'States and transitions', Contact form: idle, sending (about 1 s), then a thank-you and a
 * reset form.
 */
export function ContactForm() {
  const [state, setState] = useState<State>({ kind: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  const sending = state.kind === "sending";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const field = (key: string) => String(data.get(key) ?? "");
    const body = {
      name: field("name"),
      email: field("email"),
      subject: field("subject"),
      message: field("message"),
    };
    setState({ kind: "sending" });
    // Settled, not all: a refusal too waits out the sending state before it shows.
    const [sent] = await Promise.allSettled([
      api(sendContactMessage, { body }),
      new Promise((resolve) => setTimeout(resolve, CONTACT_SENDING_MS)),
    ]);
    if (sent.status === "fulfilled") {
      formRef.current?.reset();
      setState({ kind: "sent", message: sent.value.message });
    } else {
      setState({ kind: "error", message: formErrorMessage(sent.reason) });
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      aria-labelledby="contact-form-title"
      aria-busy={sending}
      className={cardClass("space-y-4 p-6")}
    >
      <h2 id="contact-form-title" className="text-xl font-semibold text-white">
        Send us a message
      </h2>
      <p className="text-sm text-gray-300">All fields are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={LABEL}>
            Name
          </label>
          <input
            id="contact-name"
            name="name"
            required
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            readOnly={sending}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor="contact-email" className={LABEL}>
            Email
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            readOnly={sending}
            className={FIELD}
          />
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className={LABEL}>
          Subject
        </label>
        <input
          id="contact-subject"
          name="subject"
          required
          maxLength={CONTACT_LIMITS.subject}
          readOnly={sending}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className={LABEL}>
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          readOnly={sending}
          className={`${FIELD} resize-y`}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          variant="primary"
          size="lg"
          aria-disabled={sending}
          className="aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
      <div role="status">
        {sending && <p className="text-sm text-gray-300">Sending your message…</p>}
        {state.kind === "sent" && (
          <p className="rounded-lg border border-emerald-500/40 bg-emerald-500/10 px-4 py-3 text-emerald-200">
            {state.message}
          </p>
        )}
      </div>
      {state.kind === "error" && (
        <p
          role="alert"
          className="rounded-lg border border-red-500/50 bg-red-500/10 px-4 py-3 text-red-200"
        >
          {state.message}
        </p>
      )}
    </form>
  );
}
