export { TermsBox, type TermsAcceptance, type TermsBoxProps } from './terms-box.tsx';
export {
  isScrolledToEnd,
  TERMS_BOX_MAX_HEIGHT,
  TERMS_END_TOLERANCE,
  TERMS_SCROLL_CHECK_MS,
  type ScrollMetrics,
} from './terms-box.ts';
export { sanitizeTermsHtml, TERMS_ALLOWED_TAGS } from '../../lib/terms-html.ts';
