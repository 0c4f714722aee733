import { ADMIN_PAGE } from "../../core/site/client-pages.ts";
import { clientPageMeta } from "../../core/site/page-meta.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";

export const meta = () => clientPageMeta(ADMIN_PAGE);

export default function Admin() {
  return <AdminPage />;
}
