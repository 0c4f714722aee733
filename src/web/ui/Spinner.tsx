export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-gray-300">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full motion-reduce:animate-none border-2 border-gray-600 border-t-amber-400"
      />
      <span>{label}</span>
    </div>
  );
}
