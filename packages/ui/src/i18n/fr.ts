import { merge } from './merge';

/** The design system's French texts, every group merged. */
const fr: Record<string, string> = merge(
  import.meta.glob<Record<string, string>>('./fr/*.json', { eager: true, import: 'default' }),
);
export default fr;
