export {
  addKeyword,
  hasKeyword,
  isAtMax,
  keywordKey,
  KeywordTags,
  keywordTagsVariants,
  MAX_KEYWORDS,
  normalizeKeyword,
  removeKeyword,
  type AddKeywordResult,
  type AddKeywordStatus,
  type KeywordTagsProps,
} from './keyword-tags.tsx';
