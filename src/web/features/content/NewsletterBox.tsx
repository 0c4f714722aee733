import { type FormEvent, useId, useState } from "react";
import { subscribeToNewsletter } from "../../../core/api/endpoints/newsletter.ts";
import { EMAIL_MAX_LENGTH } from "../../../core/site/contact-fields.ts";
import { api } from "../../lib/api-client.ts";
import { formErrorMessage } from "./submit-form.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";

type State =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string };

/** The blog's newsletter box: one e-mail field and Subscribe, stored on the server. */
export function NewsletterBox() {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: "busy" });
    try {
      const { message } = await api(subscribeToNewsletter, { body: { email } });
      setEmail("");
      setState({ kind: "done", message });
    } catch (error) {
      setState({ kind: "error", message: formErrorMessage(error) });
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-amber-400/30 bg-gradient-to-br from-gray-900 to-gray-900/40 p-6 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-white">
        Get new articles by e-mail
      </h2>
      <p className="mt-2 max-w-2xl text-gray-300">
        One short e-mail when a new article or typing guide is published. No spam, and you can ask
        us to remove your address at any time.
      </p>
      <form onSubmit={(e) => void submit(e)} className="mt-5 flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={`${id}-feedback`}
          className="min-w-0 flex-1 rounded-lg border border-gray-500 bg-gray-950 px-4 py-2.5 text-gray-100 placeholder:text-gray-400 focus:border-amber-400"
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          disabled={state.kind === "busy"}
          className="disabled:cursor-wait disabled:opacity-70"
        >
          {state.kind === "busy" ? "Subscribing..." : "Subscribe"}
        </Button>
      </form>
      <div id={`${id}-feedback`} className="mt-3 min-h-6 text-sm">
        <Alert kind="success">{state.kind === "done" ? state.message : ""}</Alert>
        {state.kind === "error" && <Alert kind="error">{state.message}</Alert>}
      </div>
    </section>
  );
}
