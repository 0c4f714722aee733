import { Prose } from "../../ui/Prose.tsx";

/** Terms and privacy: the shell's heading is the site's, so the document names itself in an h2. */
export function LegalPage({ title, html }: { title: string; html: string }) {
  return (
    <article aria-labelledby="legal-title">
      <h2 id="legal-title" className="text-3xl font-bold text-white">
        {title}
      </h2>
      <Prose html={html} className="mt-4" />
    </article>
  );
}
