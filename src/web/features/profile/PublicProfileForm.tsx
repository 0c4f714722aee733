import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import {
  BIO_MAX_LENGTH,
  KEYBOARD_MAX_LENGTH,
} from "../../../core/account/public-profile-fields.ts";
import type { ProfileFields } from "../../../core/api/public-profile.ts";
import { profilePath } from "../../../core/site/result-paths.ts";
import { messageOf } from "../../lib/api-client.ts";
import { Alert } from "../../ui/Alert.tsx";
import { SettingSwitch } from "../../ui/SettingSwitch.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { labelClass, quietButton } from "./field-styles.ts";
import { linkClass } from "../../ui/link-style.ts";
import { saveProfileFields } from "./profile-api.ts";

/**
 * What others see on the typist's public profile: a bio and keyboard, saved together with
 * whether the profile is private, and a link to see it as others do.
 */
export function PublicProfileForm({
  username,
  initial,
}: {
  username: string;
  initial: ProfileFields;
}) {
  const [fields, setFields] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (change: Partial<ProfileFields>) => setFields((now) => ({ ...now, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      setFields(await saveProfileFields(fields));
      setNotice({ ok: true, text: "Your public profile is saved." });
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <p className="text-sm text-gray-400">
        Your profile at{" "}
        <Link to={profilePath(username)} className={linkClass}>
          {profilePath(username)}
        </Link>{" "}
        shows your personal bests, activity, recent ranked results and races, with what you write
        here.
      </p>
      <label className={labelClass}>
        Bio (up to {BIO_MAX_LENGTH} characters)
        <TextField
          name="bio"
          maxLength={BIO_MAX_LENGTH}
          value={fields.bio}
          onChange={(event) => set({ bio: event.target.value })}
        />
      </label>
      <label className={labelClass}>
        Keyboard (up to {KEYBOARD_MAX_LENGTH} characters)
        <TextField
          name="keyboard"
          maxLength={KEYBOARD_MAX_LENGTH}
          value={fields.keyboard}
          onChange={(event) => set({ keyboard: event.target.value })}
        />
      </label>
      <SettingSwitch
        label="Keep my profile private"
        description="Only you can open your profile; others see 'Profile not found'."
        checked={fields.profilePrivate}
        onChange={(profilePrivate) => set({ profilePrivate })}
      />
      <button type="submit" disabled={busy} className={quietButton}>
        {busy ? "Please wait..." : "Save public profile"}
      </button>
      {notice && (
        <Alert kind={notice.ok ? "success" : "error"} className="text-sm">
          {notice.text}
        </Alert>
      )}
    </form>
  );
}
