import { useState } from "react";
import { Alert } from "../../ui/Alert.tsx";

/**
 * 'Share Article' (product 'Blog'): the device's share sheet with the title and the current
 * address; where there is none, the address is copied instead.
 */
export function ShareArticleButton({ title }: { title: string }) {
  const [status, setStatus] = useState("");

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet is not a failure.
        if ((error as Error).name !== "AbortError")
          console.error("Failed to share article:", error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied to clipboard!");
    } catch (error) {
      console.error("Failed to copy link:", error);
      setStatus("Copy this page's address from the address bar to share it.");
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex items-center gap-2 rounded-lg bg-amber-400 px-4 py-2 text-sm font-semibold text-gray-950 hover:bg-amber-300"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        Share Article
      </button>
      <Alert kind="info" className="text-sm">
        {status}
      </Alert>
    </div>
  );
}
