import { Prose } from "../../ui/Prose.tsx";

/** Terms and privacy: the shell's heading is the site's, so the document names itself in the h1. */
export function LegalPage({ title, html }: { title: string; html: string }) {
  return (
    <article aria-labelledby="legal-title">
      <h1 id="legal-title" className="text-3xl font-bold text-white">
        {title}
      </h1>
      <Prose html={html} className="mt-4" />
    </article>
  );
}
