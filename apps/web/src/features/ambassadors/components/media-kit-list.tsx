import { buildShareLink } from '@app/ui/share-wizard';
import { MediaKitSection, type MediaKitEntry } from '@app/ui/media-kit-item';
import { useState } from 'react';
import { useMediaKit, type Article, type MediaKitKind } from '../hooks/use-ambassador-data';

function toEntry(article: Article, type: MediaKitKind): MediaKitEntry {
  return {
    id: article.id,
    type,
    title: article.title,
    subtitle: article.subtitle,
    image: article.image_path,
    embed_video_url: article.embed_video_url,
  };
}

/**
 * One section of the media kit (videos or articles), 3 per page; each entry's link is its page with
 * the ambassador's `reference`.
 */
export function MediaKitList({
  type,
  code,
  referralLink,
}: {
  type: MediaKitKind;
  code: string;
  referralLink: string;
}) {
  const [page, setPage] = useState(1);
  const { data } = useMediaKit(type, page);
  const articles = data?.data ?? [];
  const links = new Map(
    articles.map((article) => [
      article.id,
      buildShareLink({
        contentType: type,
        item: article.website_url ? { website_url: article.website_url } : null,
        code,
        referralLink,
      }) ?? referralLink,
    ]),
  );
  return (
    <MediaKitSection
      data-testid={`media-kit-${type}`}
      type={type}
      items={articles.map((article) => toEntry(article, type))}
      getLink={(item) => links.get(Number(item.id)) ?? referralLink}
      page={data?.meta.current_page ?? page}
      total={data?.meta.total}
      onPageChange={setPage}
      loading={!data}
    />
  );
}
