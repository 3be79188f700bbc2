/**
 * Copying a link (spec 01 success page and spec 02 ambassador dashboard: "the referral link with a copy button";
 * media kit: "a copy-link button that changes to a copied label"). The copy routine is the library's
 * (`lib/clipboard.ts`).
 */
export { COPIED_LABEL_MS, copyToClipboard } from '../../lib/clipboard.ts';
