import { useState } from 'react';

/**
 * A dialog whose code loads when first wanted (issue 12: a page draws none at first, so its first load
 * should not carry one): the trigger starts the load on hover or focus, and opens on click; `asked`
 * says when to render the lazy dialog (from the first click on, so it can animate closed). Spread
 * `trigger` on the button (it says it opens a dialog, and whether it is open); give the dialog `open`,
 * `setOpen` and the button as the element to return the focus to.
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const preload = () => {
    void load();
  };
  return {
    open,
    setOpen,
    asked,
    trigger: {
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setAsked(true);
        setOpen(true);
      },
    },
  };
}
