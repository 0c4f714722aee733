import { ADMIN_PAGE, clientPageHandle } from "../../core/site/client-pages.ts";
import { clientPageMeta } from "../../core/site/page-meta.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";

export const meta = () => clientPageMeta(ADMIN_PAGE);
export const handle = clientPageHandle(ADMIN_PAGE);

export default function Admin() {
  return <AdminPage />;
}
