import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function Contact() {
  return (
    <Planned title="Contact us">
      <p>
        This page will carry our e-mail address, social links, support hours (Monday to Friday, 9AM
        to 6PM EST, with a reply within 24 hours) and a message form.
      </p>
    </Planned>
  );
}
