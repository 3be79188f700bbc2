/**
 * The states of a copy button: 'copy', then 'copied' for 2 seconds after a copy, then 'copy' again;
 * 'error' after a failure. Shared by the copy buttons of the library (the referral link, and any other
 * copy-link button that reverts to 'copy' by itself).
 */
import { useEffect, useState } from 'react';
import { COPIED_LABEL_MS, copyToClipboard } from '../lib/clipboard.ts';

export type CopyState = 'idle' | 'copied' | 'error';

export interface CopyToClipboardOptions {
  /** How to copy; the browser's clipboard with a selection fallback by default (`copyToClipboard`). */
  copy?: ((text: string) => Promise<void> | void) | undefined;
  /** Called after a successful copy, with the text. */
  onCopy?: ((text: string) => void) | undefined;
  /** Called when the copy failed. */
  onCopyError?: ((error: unknown) => void) | undefined;
  /** How long the state stays `copied`, in ms (2000). */
  copiedDuration?: number | undefined;
}

/**
 * The copy states of a copy button ('copy' → 'copied' for 2 seconds → 'copy'; `error` after a failure), for
 * any copy-link button (the ambassador's media kit and sharing tools too).
 */
export function useCopyToClipboard({
  copy = copyToClipboard,
  onCopy,
  onCopyError,
  copiedDuration = COPIED_LABEL_MS,
}: CopyToClipboardOptions = {}) {
  const [state, setState] = useState<CopyState>('idle');
  // Each copy restarts the 2 seconds, even when the label already says 'copied'.
  const [copies, setCopies] = useState(0);

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const id = window.setTimeout(() => {
      setState('idle');
    }, copiedDuration);
    return () => {
      window.clearTimeout(id);
    };
  }, [state, copies, copiedDuration]);

  const copyText = async (text: string) => {
    try {
      await copy(text);
      setState('copied');
      setCopies((count) => count + 1);
      onCopy?.(text);
    } catch (error) {
      setState('error');
      onCopyError?.(error);
    }
  };

  return { state, copy: copyText };
}
