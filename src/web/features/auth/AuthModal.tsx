import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SignInProvider } from "../../../core/api/account.ts";
import { USERNAME_MESSAGES, usernameProblem } from "../../../core/account/username.ts";
import { messageOf } from "../../lib/api-client.ts";
import { type AuthMode, closeAuthModal, useAuthModal } from "../../lib/auth-modal.ts";
import { setSessionUser } from "../../lib/session.ts";
import { signOutRequest } from "./sign-out.ts";
import {
  isUsernameAvailable,
  listProviders,
  signInWithEmail,
  signUpWithEmail,
  startExternalSignIn,
} from "./sign-in-client.ts";
import { CLOSE_PATH, Icon } from "../../ui/Icon.tsx";
import { Alert } from "../../ui/Alert.tsx";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";
import { linkButtonClass, submitClass } from "./field-styles.ts";
import { TextField } from "../../ui/TextField.tsx";
import { PATHS } from "../../../core/site/paths.ts";

const TITLES: Record<AuthMode, string> = {
  signin: "Welcome back",
  signup: "Create your account",
  forgot: "Reset your password",
};

/**
 * product 'The error catalogue': what the dialog says when the server answered but signed nobody
 * in.
 */
export function noSessionMessage(mode: AuthMode): string {
  return mode === "signup" ? "Signup failed" : "Sign in failed";
}

function ProviderButtons({
  providers,
  disabled,
  onPick,
}: {
  providers: SignInProvider[];
  disabled: boolean;
  onPick: (provider: SignInProvider) => void;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-xs tracking-wider text-gray-400 uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-gray-700" />
        or continue with
        <span aria-hidden="true" className="h-px flex-1 bg-gray-700" />
      </p>
      <div className="mt-4 grid gap-2">
        {providers.map((provider) => (
          <button
            key={provider.id}
            type="button"
            aria-disabled={disabled}
            onClick={() => disabled || onPick(provider)}
            className="rounded-md border border-gray-600 bg-gray-800 px-4 py-2 text-sm font-medium text-gray-100 hover:border-gray-400 hover:bg-gray-700 aria-disabled:opacity-60"
          >
            Continue with {provider.name}
          </button>
        ))}
      </div>
    </div>
  );
}

function AuthForm({
  initialMode,
  titleId,
  stay,
}: {
  initialMode: AuthMode;
  titleId: string;
  stay: boolean;
}) {
  const navigate = useNavigate();
  const [mode, setMode] = useState(initialMode);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [username, setUsername] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    let live = true;
    listProviders().then(
      (list) => live && setProviders(list),
      () => live && setProviders([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const rootRef = useRef<HTMLDivElement>(null);

  const switchMode = (next: AuthMode = mode === "signin" ? "signup" : "signin") => {
    setMode(next);
    // Into and out of 'Forgot password?' the pressed button goes away: the new form's first
    // field takes its focus, once it is drawn.
    if (next === "forgot" || mode === "forgot") {
      requestAnimationFrame(() =>
        rootRef.current?.querySelector<HTMLInputElement>("input")?.focus(),
      );
    }
    setEmail("");
    setPassword("");
    setUsername("");
    setError(null);
  };

  // product 'States and transitions': on to the profile, unless the dialog came to save the
  // page's result.
  const finish = () => {
    closeAuthModal();
    if (!stay) void navigate(PATHS.profile);
  };

  async function signUp() {
    const problem = usernameProblem(username);
    if (problem) return setError(problem);
    let available: boolean;
    try {
      available = await isUsernameAvailable(username);
    } catch (checkError) {
      console.error(USERNAME_MESSAGES.checkFailed, checkError);
      return setError(USERNAME_MESSAGES.checkFailed);
    }
    if (!available) return setError(USERNAME_MESSAGES.taken);
    const user = await signUpWithEmail({ email, password, username });
    if (!user) {
      // Whatever session the server may have started, nothing half-made stays signed in.
      await signOutRequest().catch(() => {});
      return setError(noSessionMessage("signup"));
    }
    setSessionUser(user);
    finish();
  }

  async function signIn() {
    const user = await signInWithEmail({ email, password });
    if (!user) return setError(noSessionMessage("signin"));
    setSessionUser(user);
    finish();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await (mode === "signup" ? signUp() : signIn());
    } catch (submitError) {
      setError(messageOf(submitError));
    } finally {
      setBusy(false);
    }
  }

  async function onProvider(provider: SignInProvider) {
    setError(null);
    setBusy(true);
    try {
      window.location.assign(await startExternalSignIn(provider.id));
    } catch (providerError) {
      console.error("Error signing in:", (providerError as Error).message);
      setError(messageOf(providerError));
      setBusy(false);
    }
  }

  return (
    <div ref={rootRef} className="p-6 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-2xl font-bold text-white">
          {TITLES[mode]}
        </h2>
        <button
          type="button"
          onClick={closeAuthModal}
          aria-label="Close"
          className="-mt-1 -mr-2 rounded-md p-2 text-gray-400 hover:bg-gray-800 hover:text-white"
        >
          <Icon>
            <path d={CLOSE_PATH} />
          </Icon>
        </button>
      </div>

      {mode === "forgot" ? (
        <ForgotPasswordForm onBack={() => switchMode("signin")} />
      ) : (
        <>
          {error && (
            <Alert as="div" kind="error" boxed id={errorId} className="mt-4 text-sm">
              {error}
            </Alert>
          )}

          <form onSubmit={onSubmit} className="mt-5 space-y-4">
            <label className="block text-sm font-medium text-gray-200">
              Email
              <TextField
                type="email"
                name="email"
                required
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value.trim())}
                className="mt-1"
              />
            </label>
            <div>
              <label className="block text-sm font-medium text-gray-200">
                Password
                <TextField
                  type="password"
                  name="password"
                  required
                  minLength={6}
                  autoComplete={mode === "signup" ? "new-password" : "current-password"}
                  aria-describedby={hintId}
                  value={password}
                  onChange={(event) => setPassword(event.target.value.trim())}
                  className="mt-1"
                />
              </label>
              <span id={hintId} className="mt-1 block text-xs font-normal text-gray-400">
                Minimum 6 characters
              </span>
            </div>
            {mode === "signin" && (
              <p className="-mt-2 text-right text-sm">
                <button
                  type="button"
                  onClick={() => switchMode("forgot")}
                  className={linkButtonClass}
                >
                  Forgot password?
                </button>
              </p>
            )}
            {mode === "signup" && (
              <label className="block text-sm font-medium text-gray-200">
                Username
                <TextField
                  type="text"
                  name="username"
                  required
                  autoComplete="username"
                  spellCheck={false}
                  value={username}
                  onChange={(event) => setUsername(event.target.value.trim())}
                  className="mt-1"
                />
              </label>
            )}
            <button type="submit" aria-disabled={busy} className={submitClass}>
              {busy ? "Please wait..." : mode === "signup" ? "Create Account" : "Sign In"}
            </button>
          </form>

          <ProviderButtons providers={providers} disabled={busy} onPick={onProvider} />

          <p className="mt-6 text-center text-sm">
            <button type="button" onClick={() => switchMode()} className={linkButtonClass}>
              {mode === "signin"
                ? "Don't have an account? Create one"
                : "Already have an account? Sign in"}
            </button>
          </p>
        </>
      )}
    </div>
  );
}

/** product 'Auth modal': one accessible dialog for the whole site, opened with openAuthModal. */
export function AuthModal() {
  const { open, mode, opened, stay } = useAuthModal();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>("input")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        closeAuthModal();
      }}
      onClose={closeAuthModal}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-gray-700 bg-gray-900 text-gray-100 shadow-2xl backdrop:bg-black/70"
    >
      {open && <AuthForm key={opened} initialMode={mode} titleId={titleId} stay={stay} />}
    </dialog>
  );
}
