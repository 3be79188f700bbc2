import type { articles, specialists } from '../../db/schema';
import type { Services } from '../../http/context';
import type { Schemas } from '../../http/types';
import type { Locale } from '../../i18n/messages';
import { signedFileUrl } from '../media/uploads';
import { canView, type AccessLevel, type ContentAccess } from './access';
import { sanitizeBody } from './sanitize';

export type ArticleRow = typeof articles.$inferSelect;
export type SpecialistRow = typeof specialists.$inferSelect;

/** A stored file key becomes a signed URL; an absolute URL is served as it is. */
function fileUrl(services: Services, value: string | null): string | null {
  if (!value) return null;
  return /^https?:\/\//i.test(value) ? value : signedFileUrl(services, value);
}

export function presentOwner(
  services: Services,
  specialist: SpecialistRow,
  locale: Locale,
): Schemas['ArticleOwner'] {
  return {
    id: specialist.id,
    name: specialist.name,
    title: specialist.title[locale],
    url: specialist.url,
    profile_image_path: fileUrl(services, specialist.profileImagePath),
    short_description: specialist.shortDescription[locale],
  };
}

/**
 * An article as the contract's `Article`. When the user may not view it, the body and the video
 * addresses are withheld here, on the server: the client only has the title, subtitle, cover and owner
 * to show under the paywall.
 */
export function presentArticle(
  services: Services,
  row: { article: ArticleRow; specialist: SpecialistRow },
  access: ContentAccess,
  myVote: number | null,
  locale: Locale,
): Schemas['Article'] {
  const { article, specialist } = row;
  const view = canView(article.accessLevel as AccessLevel, access);
  return {
    id: article.id,
    title: article.title,
    subtitle: article.subtitle,
    type: article.type as Schemas['ArticleType'],
    access_level: article.accessLevel as AccessLevel,
    created_at: article.createdAt.toISOString(),
    image_path: fileUrl(services, article.imagePath),
    body: view && article.body ? sanitizeBody(article.body) : null,
    video_url: view ? article.videoUrl : null,
    embed_video_url: view ? article.embedVideoUrl : null,
    website_url: article.websiteUrl,
    my_vote: myVote,
    can: { view },
    owner: presentOwner(services, specialist, locale),
  };
}
