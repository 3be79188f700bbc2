export {
  ALLOWED_ARTICLE_ATTRIBUTES,
  ALLOWED_ARTICLE_TAGS,
  ARTICLE_DETAIL_IMAGE,
  ArticleDetail,
  ArticleDetailSkeleton,
  articleBodyClassName,
  articleDetailVariants,
  articleMedia,
  SAFE_ARTICLE_URL,
  sanitizeArticleHtml,
  type ArticleDetailProps,
  type ArticleMedia,
} from './article-detail.tsx';
