import type { ReactNode } from "react";

/** A page whose feature is still being built says so plainly and says what it will offer. */
export function Planned({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-gray-800 bg-gray-900 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-white">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-gray-300">{children}</div>
      <p className="mt-5 inline-block rounded-full bg-amber-400/10 px-3 py-1 text-sm font-medium text-amber-300">
        Coming soon
      </p>
    </section>
  );
}
