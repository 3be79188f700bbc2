export { LegalPage, type LegalPageProps, type LegalSection } from './legal-page.tsx';
export {
  isoDay,
  prepareLegalHtml,
  slugify,
  toDate,
  uniqueAnchors,
  type DateInput,
  type LegalHeading,
} from './legal-page.ts';
