import { RESET_PASSWORD_PAGE, clientPageHandle } from "../../core/site/client-pages.ts";
import { clientPageMeta } from "../../core/site/page-meta.ts";
import { ResetPasswordPage } from "../features/auth/ResetPasswordPage.tsx";

export const meta = () => clientPageMeta(RESET_PASSWORD_PAGE);
export const handle = clientPageHandle(RESET_PASSWORD_PAGE);

export default function ResetPassword() {
  return <ResetPasswordPage />;
}
