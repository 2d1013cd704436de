import { useEffect, useRef } from "react";
import { Icon } from "~/components/ui/icons";
import { closeIcon } from "~/components/ui/icon-drawings";
import { DistilleryDetail } from "./distillery-detail";
import type { MapDistillery } from "./types";

/**
 * A phone's answer to a tapped pin: a sheet over the foot of the screen, where the side panel's
 * details would be a long scroll below the map. A native modal <dialog>: focus moves in and stays
 * in, Escape and a tap beside it close it, and focus goes back where it was.
 */
export function DistillerySheet({ distillery, onClose }: { distillery: MapDistillery | null; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (distillery && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!distillery && dialog.open) dialog.close();
  }, [distillery]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="distillery-sheet-heading"
      data-testid="distillery-sheet"
      onClose={() => {
        onClose();
        if (returnFocus.current?.isConnected) returnFocus.current.focus();
      }}
      // The backdrop belongs to the dialog element itself: a tap there, beside the sheet, closes it.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className="fixed inset-x-0 bottom-0 top-auto m-0 max-h-[75dvh] w-full max-w-none overflow-y-auto overscroll-contain rounded-t-2xl border-0 bg-white p-0 text-night-900 shadow-2xl backdrop:bg-night-950/40"
    >
      {distillery && (
        <div className="relative px-5 pb-6 pt-5">
          <button
            ref={closeRef}
            type="button"
            aria-label="Close"
            onClick={() => dialogRef.current?.close()}
            className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-muted"
          >
            <Icon drawing={closeIcon} />
          </button>
          <div className="pr-10">
            <DistilleryDetail distillery={distillery} headingId="distillery-sheet-heading" showDescription={false} />
          </div>
        </div>
      )}
    </dialog>
  );
}
