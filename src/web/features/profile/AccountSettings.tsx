import { type FormEvent, type ReactNode, useId, useState } from "react";

import { PASSWORD_MIN_LENGTH, usernameProblem } from "../../../core/account/username.ts";
import { getDataExport, getResultsCsv } from "../../../core/api/endpoints/account.ts";
import type { ProfileFields } from "../../../core/api/public-profile.ts";
import { messageOf } from "../../lib/api-client.ts";
import { setSessionUser } from "../../lib/session.ts";
import {
  changeEmail,
  changePassword,
  changeUsername,
  deleteAccount,
  setResultsPrivate,
} from "./profile-api.ts";
import { PublicProfileForm } from "./PublicProfileForm.tsx";
import { Card } from "../../ui/Card.tsx";
import { SettingSwitch } from "../../ui/SettingSwitch.tsx";
import { Alert } from "../../ui/Alert.tsx";
import { TextField } from "../../ui/TextField.tsx";

const secondaryButton =
  "rounded-md border border-gray-600 px-4 py-2 text-sm font-medium text-gray-100 hover:bg-gray-800 disabled:opacity-60";

type Notice = { kind: "ok" | "error"; text: string } | null;

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return notice.kind === "ok" ? (
    <Alert kind="success" className="mt-2 text-sm">
      {notice.text}
    </Alert>
  ) : (
    <Alert kind="error" className="mt-2 text-sm">
      {notice.text}
    </Alert>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="py-5 first:pt-0 last:pb-0">
      <h3 className="font-semibold text-white">{title}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/** A form of one trimmed field and its button, with the answer's notice below them. */
function OneFieldForm(props: {
  label: string;
  name: string;
  type?: "email";
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  button: string;
  notice: Notice;
}) {
  return (
    <form onSubmit={props.onSubmit} className="flex flex-wrap items-end gap-3">
      <label className="block min-w-48 flex-1 text-sm text-gray-300">
        {props.label}
        <TextField
          name={props.name}
          type={props.type}
          required
          spellCheck={false}
          autoComplete={props.autoComplete}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value.trim())}
          className="mt-1"
        />
      </label>
      <button type="submit" disabled={props.busy} className={secondaryButton}>
        {props.busy ? "Please wait..." : props.button}
      </button>
      <div className="basis-full">
        <NoticeLine notice={props.notice} />
      </div>
    </form>
  );
}

function UsernameForm({ current, email, id }: { current: string; email: string; id: string }) {
  const [value, setValue] = useState(current);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = usernameProblem(value);
    if (problem) return setNotice({ kind: "error", text: problem });
    setBusy(true);
    try {
      const user = await changeUsername(value);
      setSessionUser({ id, email, username: user.username });
      setNotice({ kind: "ok", text: "Username changed" });
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <OneFieldForm
      label="New username"
      name="new-username"
      autoComplete="username"
      value={value}
      onChange={setValue}
      onSubmit={submit}
      busy={busy}
      button="Change username"
      notice={notice}
    />
  );
}

function EmailForm({ current }: { current: string }) {
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (value.toLowerCase() === current.toLowerCase()) {
      return setNotice({ kind: "error", text: "That is your e-mail address already." });
    }
    setBusy(true);
    try {
      await changeEmail(value);
      setNotice({
        kind: "ok",
        text: `Open the link we sent to ${value} to confirm it. Until then your address stays ${current}.`,
      });
      setValue("");
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <OneFieldForm
      label="New e-mail address"
      name="new-email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={setValue}
      onSubmit={submit}
      busy={busy}
      button="Change e-mail"
      notice={notice}
    />
  );
}

function PasswordForm() {
  const hintId = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await changePassword(current, next);
      setCurrent("");
      setNext("");
      setNotice({ kind: "ok", text: "Password changed. Other devices were signed out." });
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <label className="block text-sm text-gray-300">
        Current password
        <TextField
          type="password"
          required
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value.trim())}
          className="mt-1"
        />
      </label>
      <label className="block text-sm text-gray-300">
        New password
        <TextField
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          aria-describedby={hintId}
          value={next}
          onChange={(event) => setNext(event.target.value.trim())}
          className="mt-1"
        />
      </label>
      <button type="submit" disabled={busy} className={secondaryButton}>
        {busy ? "Please wait..." : "Change password"}
      </button>
      <p id={hintId} className="text-xs text-gray-400 sm:col-span-3">
        Minimum 6 characters
      </p>
      <div className="sm:col-span-3">
        <NoticeLine notice={notice} />
      </div>
    </form>
  );
}

/**
 * Whether others may open the typist's results' pages: saved at once, the switch showing the
 * stored value, and put back with a notice when the save fails.
 */
function ResultsPrivacy({ initial }: { initial: boolean }) {
  const [resultsPrivate, setPrivate] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  async function change(next: boolean) {
    if (busy) return;
    setBusy(true);
    setPrivate(next);
    setNotice(null);
    try {
      await setResultsPrivate(next);
      setNotice({
        kind: "ok",
        text: next ? "Your results are private now." : "Your results can be shared again.",
      });
    } catch (error) {
      setPrivate(!next);
      setNotice({ kind: "error", text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <p className="mb-3 text-sm text-gray-400">
        Each saved result has a page of its own, with a picture of the score for link previews,
        which anyone with its link can open.
      </p>
      <SettingSwitch
        label="Keep my results private"
        description="Only you can open your results' pages; links you shared show 'Result not found'. Ranked results stay on the Global Rankings, with their replays."
        checked={resultsPrivate}
        onChange={(next) => void change(next)}
      />
      <NoticeLine notice={notice} />
    </>
  );
}

function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  async function confirmDelete() {
    setBusy(true);
    try {
      await deleteAccount();
      // The profile, seeing the session end, sends the visitor home and says why.
      setSessionUser(null, { deleted: true });
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error) });
      setBusy(false);
    }
  }
  if (!confirming) {
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded-md border border-red-500/70 px-4 py-2 text-sm font-medium text-red-300 hover:bg-red-950/60"
      >
        Delete my account
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label="Confirm account deletion"
      className="rounded-lg border border-red-500/60 bg-red-950/40 p-4"
    >
      <p className="text-sm text-red-100">
        This permanently deletes your account, your sign-in methods and every saved result,
        including your places on the leaderboard. It cannot be undone.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => void confirmDelete()}
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-500 disabled:opacity-60"
        >
          {busy ? "Please wait..." : "Yes, delete everything"}
        </button>
        <button type="button" onClick={() => setConfirming(false)} className={secondaryButton}>
          Cancel
        </button>
      </div>
      <NoticeLine notice={notice} />
    </div>
  );
}

/**
 * The rights the privacy policy promises: access, rectification and erasure; and whether others
 * may see the typist's results.
 */
export function AccountSettings({
  user,
}: {
  user: {
    id: string;
    email: string;
    username: string;
    signInMethods: string[];
    resultsPrivate: boolean;
    publicProfile: ProfileFields;
  };
}) {
  return (
    <Card as="section" aria-labelledby="account-settings" className="p-5 sm:p-6">
      <h2 id="account-settings" className="text-lg font-semibold text-white">
        Your data and account
      </h2>
      <div className="mt-4 divide-y divide-gray-800">
        <Block title="Download your data">
          <p className="text-sm text-gray-400">
            Everything we keep about you, or just your results as a spreadsheet.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={getDataExport.path} download className={secondaryButton}>
              Download all my data (JSON)
            </a>
            <a href={getResultsCsv.path} download className={secondaryButton}>
              Download my results (CSV)
            </a>
          </div>
        </Block>
        <Block title="Public profile">
          <PublicProfileForm username={user.username} initial={user.publicProfile} />
        </Block>
        <Block title="Privacy">
          <ResultsPrivacy initial={user.resultsPrivate} />
        </Block>
        <Block title="Change username">
          <UsernameForm current={user.username} email={user.email} id={user.id} />
        </Block>
        <Block title="Change e-mail address">
          <EmailForm current={user.email} />
        </Block>
        {user.signInMethods.includes("credential") && (
          <Block title="Change password">
            <PasswordForm />
          </Block>
        )}
        <Block title="Delete account">
          <DeleteAccount />
        </Block>
      </div>
    </Card>
  );
}
