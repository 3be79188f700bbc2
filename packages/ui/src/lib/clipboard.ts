/**
 * Copying text (spec 01 success page, spec 02 ambassador dashboard and media kit: the copy-link buttons),
 * shared by every copy button of the library.
 */

/** How long a copy button says 'copied' before going back to 'copy', in milliseconds. */
export const COPIED_LABEL_MS = 2000;

/**
 * The old way, for browsers without the asynchronous clipboard (or where it is refused): a hidden text area is
 * selected and copied, then focus goes back where it was. Returns whether the browser copied.
 */
function copyWithSelection(text: string): boolean {
  const active = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', opacity: '0' });
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    // The only way left when the clipboard API is missing or refused.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (active instanceof HTMLElement) active.focus();
  return copied;
}

/**
 * Copies text to the clipboard: `navigator.clipboard.writeText` where available, otherwise (or when it is
 * refused) a selection copy. Rejects when neither worked, so the caller can ask to copy by hand.
 */
export async function copyToClipboard(text: string): Promise<void> {
  // Missing outside secure contexts (http) and in old browsers, whatever the types say.
  const clipboard: Clipboard | undefined =
    typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, not focused): try the selection copy.
    }
  }
  if (typeof document === 'undefined' || !copyWithSelection(text)) {
    throw new Error('The text could not be copied.');
  }
}
