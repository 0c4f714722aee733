import { type ShareNetwork, copyLink, openShareWindow } from "./share-actions.ts";

const SHARE_NETWORKS: readonly (readonly [ShareNetwork, string])[] = [
  ["x", "X"],
  ["facebook", "Facebook"],
  ["linkedin", "LinkedIn"],
];

const buttonClass =
  "rounded-lg border border-gray-600 bg-gray-900 px-3 py-2 text-sm font-medium text-gray-100 hover:border-amber-400 hover:text-amber-200";

interface ShareButtonsProps {
  /** The share text (product 'Constants and limits'). */
  text: string;
  /** The address to share, read when a button is pressed. */
  url: () => string;
  /** Shares a picture of the result, where there is one to take. */
  onScreenshot?: () => void;
  /** Centred under a centred heading, on wide screens. */
  centred?: boolean;
}

/**
 * product 'Results panel', the share buttons: each network, Copy link and, in the panel, Share
 * Screenshot. Left out of the screenshot itself.
 */
export function ShareButtons({ text, url, onScreenshot, centred = false }: ShareButtonsProps) {
  return (
    <div
      className={`grid grid-cols-2 gap-2 sm:flex sm:flex-wrap ${centred ? "sm:justify-center" : ""}`}
      role="group"
      aria-label="Share your result"
      data-screenshot="skip"
    >
      {SHARE_NETWORKS.map(([network, name]) => (
        <button
          key={network}
          type="button"
          className={buttonClass}
          onClick={() => openShareWindow(network, text, url())}
        >
          Share on {name}
        </button>
      ))}
      <button type="button" className={buttonClass} onClick={() => void copyLink(url())}>
        Copy link
      </button>
      {onScreenshot && (
        <button type="button" className={`${buttonClass} col-span-2`} onClick={onScreenshot}>
          Share Screenshot
        </button>
      )}
    </div>
  );
}
