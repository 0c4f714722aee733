import { type RefObject, useEffect, useId, useRef, useState } from "react";
import type { KeyTile } from "../../../core/lessons/key-row.ts";
import {
  type LessonProgress,
  clearFocus,
  pickFocus,
  resetKey,
  skipKey,
  unskipKey,
} from "../../../core/lessons/lesson-progress.ts";
import { Button } from "../../ui/Button.tsx";
import { cardClass } from "../../ui/Card.tsx";
import { BAND_CLASSES, bandOf, tileDescription, tileNote } from "./key-tile-look.ts";
import { keyName } from "./lesson-labels.ts";
import type { LessonChange } from "./lesson-store.ts";

/** One key's tile: its colour band, its character and its state in a word under it. */
function Tile({
  tile,
  open,
  panelId,
  onToggle,
}: {
  tile: KeyTile;
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  const band = BAND_CLASSES[bandOf(tile)];
  const inPlay = tile.status === "in-play";
  return (
    <li>
      <button
        type="button"
        data-testid="key-tile"
        data-key={tile.key}
        data-status={tile.status}
        data-focus={tile.focus || undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onToggle}
        className={`relative flex h-14 w-11 flex-col items-center justify-center overflow-hidden rounded-lg border font-mono hover:border-gray-400 ${
          inPlay ? band.tile : "border-dashed bg-gray-950"
        } ${open ? "border-amber-400" : "border-gray-600"} ${
          tile.focus ? "outline-2 outline-offset-1 outline-amber-400" : ""
        }`}
      >
        <span
          className={`text-lg leading-none ${inPlay ? "font-semibold text-gray-100" : "text-gray-400"} ${
            tile.status === "skipped" ? "line-through" : ""
          }`}
        >
          {tile.key}
        </span>
        <span className="mt-1 text-[0.65rem] leading-none text-gray-300">
          <span className="sr-only">: </span>
          {tileNote(tile)}
          <span className="sr-only">; {tileDescription(tile)}</span>
        </span>
        {inPlay && (
          <span aria-hidden="true" className={`absolute inset-x-0 bottom-0 h-1 ${band.bar}`} />
        )}
      </button>
    </li>
  );
}

/** What the typist can do with one key: its figures and the four choices of issue 35. */
function KeyMenu({
  menuRef,
  id,
  tile,
  progress,
  change,
  onClose,
}: {
  menuRef: RefObject<HTMLDivElement | null>;
  id: string;
  tile: KeyTile;
  progress: LessonProgress;
  change: LessonChange;
  onClose: () => void;
}) {
  const name = keyName(tile.key);
  const picked = progress.focus?.key === tile.key;
  const locked = picked && progress.focus!.locked;
  const skipped = tile.status === "skipped";
  return (
    <div
      ref={menuRef}
      id={id}
      role="region"
      aria-label={`Key ${name}`}
      className={cardClass("space-y-3 p-4", "faint")}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <p className="text-sm text-gray-300">
        <span className="font-mono text-base font-semibold text-gray-100">{name}</span>
        {" · "}
        {tile.figures
          ? `${Math.round(tile.figures.wpm)} WPM, ${Math.floor(tile.figures.accuracy * 100)} % accuracy, ${
              tile.meetsTarget ? "at target" : "below target"
            }`
          : "no figures yet: a key is judged once it has 10 timed keystrokes"}
        {tile.status === "locked-out" && " · not unlocked yet"}
        {skipped && " · skipped"}
      </p>
      <div className="flex flex-wrap gap-2">
        {tile.status === "in-play" && (
          <>
            <Button
              variant="secondary"
              className="text-sm"
              aria-pressed={picked && !locked}
              onClick={() => change((p) => pickFocus(p, tile.key, false))}
            >
              Focus on this key
            </Button>
            <Button
              variant="secondary"
              className="text-sm"
              aria-pressed={locked}
              onClick={() => change((p) => (locked ? clearFocus(p) : pickFocus(p, tile.key, true)))}
            >
              {locked ? "Release focus" : "Lock focus"}
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          className="text-sm"
          onClick={() =>
            change((p, words) => (skipped ? unskipKey(p, tile.key) : skipKey(p, tile.key, words)))
          }
        >
          {skipped ? "Bring back" : "Skip"}
        </Button>
        <Button
          variant="secondary"
          className="text-sm"
          disabled={tile.figures === null}
          onClick={() => change((p) => resetKey(p, tile.key))}
        >
          Reset figures
        </Button>
        <Button variant="secondary" className="text-sm" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/**
 * Every key of the lesson's kind in unlock order (issue 35), coloured from red to green by its
 * confidence, each a button that opens what can be done with it under the row.
 */
export function KeyRow({
  tiles,
  progress,
  change,
}: {
  tiles: readonly KeyTile[];
  progress: LessonProgress;
  change: LessonChange;
}) {
  const id = useId();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Into the menu as it opens, so a keyboard need not Tab past every later key to reach it.
  useEffect(() => {
    if (openKey !== null) menuRef.current?.querySelector("button")?.focus();
  }, [openKey]);
  const open = tiles.find((tile) => tile.key === openKey) ?? null;
  // Back to the key's own tile, as a menu closing does.
  const close = () => {
    if (openKey !== null) {
      listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(openKey)}"]`)?.focus();
    }
    setOpenKey(null);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
          Keys
        </h2>
        <p className="text-xs text-gray-300">
          Percent of the targets reached · ✓ at target · new: not judged yet · locked: not unlocked
          yet
        </p>
      </div>
      <ul ref={listRef} aria-label="Keys in unlock order" className="flex flex-wrap gap-1.5">
        {tiles.map((tile) => (
          <Tile
            key={tile.key}
            tile={tile}
            open={openKey === tile.key}
            panelId={`${id}-menu`}
            onToggle={() => setOpenKey(openKey === tile.key ? null : tile.key)}
          />
        ))}
      </ul>
      {open && (
        <KeyMenu
          menuRef={menuRef}
          id={`${id}-menu`}
          tile={open}
          progress={progress}
          change={change}
          onClose={close}
        />
      )}
    </section>
  );
}
