import { Suspense, lazy } from "react";
import { useAuthModal } from "../../lib/auth-modal.ts";

const AuthModal = lazy(() => import("./AuthModal.tsx").then((m) => ({ default: m.AuthModal })));

/** The dialog's code loads the first time someone opens it, not with every page. */
export function AuthModalHost() {
  const { opened } = useAuthModal();
  if (opened === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
