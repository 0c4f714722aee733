import { SettingsPage } from "../features/settings/SettingsPage.tsx";
import { metaLoader } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";

export const meta = routeMeta;
export const loader = metaLoader;

export default function Settings() {
  return <SettingsPage />;
}
