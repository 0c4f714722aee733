import { SUPPORT_EMAIL } from "../../core/site/site.ts";
import { ContactForm } from "../features/content/ContactForm.tsx";
import { metaLoader } from "../shell/page-loader.ts";
import { routeMeta } from "../shell/route-meta.ts";
import { Card } from "../ui/Card.tsx";

export const meta = routeMeta;
export const loader = metaLoader;

const SOCIAL = [
  { name: "X (Twitter)", handle: "@typetempo", href: "https://x.com/typetempo" },
  { name: "GitHub", handle: "typetempo", href: "https://github.com/typetempo" },
  { name: "LinkedIn", handle: "TypeTempo", href: "https://www.linkedin.com/company/typetempo" },
];

export default function Contact() {
  return (
    <div className="space-y-8">
      <div className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold text-white">Contact us</h1>
        <p className="text-lg leading-relaxed text-gray-300">
          Questions about a result, an idea for the site, a problem with your account, or a typo in
          one of our passages? We read every message.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-5">
          <Card as="section" className="p-5">
            <h2 className="font-semibold text-white">E-mail</h2>
            <p className="mt-1">
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="text-amber-300 underline underline-offset-2 hover:text-amber-200"
              >
                {SUPPORT_EMAIL}
              </a>
            </p>
          </Card>
          <Card as="section" className="p-5">
            <h2 className="font-semibold text-white">Support hours</h2>
            <p className="mt-1 text-gray-300">Mon-Fri 9AM-6PM EST</p>
            <p className="mt-1 text-sm text-gray-300">We respond within 24 hours.</p>
          </Card>
          <Card as="section" className="p-5">
            <h2 className="font-semibold text-white">Follow us</h2>
            <ul className="mt-2 space-y-2">
              {SOCIAL.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.href}
                    rel="noopener noreferrer"
                    className="text-gray-200 hover:text-amber-300 hover:underline"
                  >
                    {link.name}: <span className="text-amber-300">{link.handle}</span>
                  </a>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <ContactForm />
      </div>
    </div>
  );
}
