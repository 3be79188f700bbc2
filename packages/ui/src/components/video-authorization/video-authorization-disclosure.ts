import { defineMessages } from 'react-intl';

/**
 * The video call's section is a disclosure folded to one line (ui/video-authorization's
 * `VideoAuthorizationDisclosure`). Its code, the consent switch's Radix Switch with it, is loaded on
 * its own, and its skeleton (`VideoAuthorizationDisclosureSkeleton`) holds its place meanwhile: the
 * frame, the row and the title are written here once, for both, so that the skeleton takes exactly the
 * folded disclosure's room without importing it.
 */
export const disclosureMessages = defineMessages({
  title: { id: 'ui.video-authorization.section', defaultMessage: 'Appel vidéo' },
});

/** The frame: the disclosure's `<details>`, the skeleton's box. */
export const disclosureFrameClassName = 'rounded-lg border border-border px-3 py-2';

/** The folded line: the icon, the title (as wide as its text, which may wrap) and the chevron. */
export const disclosureRowClassName = 'flex items-center gap-2 font-semibold';
