import { merge } from './merge';

/** The design system's English texts, every group merged. */
const en: Record<string, string> = merge(
  import.meta.glob<Record<string, string>>('./en/*.json', { eager: true, import: 'default' }),
);
export default en;
