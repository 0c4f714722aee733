import {
  SCREENSHOT_BACKGROUND,
  SCREENSHOT_FILE_NAME,
  shareUrls,
} from "../../../core/site/share-text.ts";

export type ShareNetwork = keyof ReturnType<typeof shareUrls>;

/**
 * product 'The calls it makes': each network opens in its own 600×400 window, sharing `url`:
 * the saved result's page once there is one, else the page's own address.
 */
export function openShareWindow(network: ShareNetwork, text: string, url: string) {
  window.open(shareUrls(text, url)[network], "_blank", "noopener,noreferrer,width=600,height=400");
}

/** product 'The calls it makes', Copy link: `url`, as the share buttons share it. */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    window.alert("Link copied to clipboard!");
  } catch (error) {
    console.error("Failed to copy link:", error);
  }
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The picture is of the result, not of the controls around it: buttons, and anything marked
 * `data-screenshot="skip"`, are left out.
 */
export function inScreenshot(node: Node): boolean {
  if (!(node instanceof HTMLElement)) return true;
  return node.tagName !== "BUTTON" && node.dataset.screenshot !== "skip";
}

/**
 * product 'The calls it makes', 'Share Screenshot': a PNG of the results at scale 2 on #1F2937,
 * shared natively with the text where the browser can share files, otherwise downloaded with the
 * text copied.
 */
export async function shareScreenshot(node: HTMLElement, text: string): Promise<void> {
  try {
    const { domToBlob } = await import("modern-screenshot");
    const blob = await domToBlob(node, {
      scale: 2,
      backgroundColor: SCREENSHOT_BACKGROUND,
      type: "image/png",
      filter: inScreenshot,
    });
    const file = new File([blob], SCREENSHOT_FILE_NAME, { type: "image/png" });
    if (navigator.canShare?.({ files: [file] })) {
      await navigator.share({ text, files: [file] });
      return;
    }
    download(blob, SCREENSHOT_FILE_NAME);
    await navigator.clipboard.writeText(text);
    window.alert("Results image downloaded and text copied to clipboard!");
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    console.error("Failed to share results:", error);
    window.alert("Failed to share results. Please try again.");
  }
}
