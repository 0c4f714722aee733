import { ProfilePage } from "../features/profile/ProfilePage.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function Profile() {
  return <ProfilePage />;
}
