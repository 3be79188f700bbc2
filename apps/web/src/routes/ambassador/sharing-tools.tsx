import { PageHeader } from '@app/ui/page-header';
import { ShareWizard, type ShareItem } from '@app/ui/share-wizard';
import { defineMessages, FormattedMessage } from 'react-intl';
import { PAGE, PageLoading } from '../../features/ambassadors/components/page-loading';
import { ReferralMailForm } from '../../features/ambassadors/components/referral-mail-form';
import { useAmbassador } from '../../features/ambassadors/hooks/use-ambassador';
import {
  useMediaKitPages,
  type Article,
} from '../../features/ambassadors/hooks/use-ambassador-data';

const messages = defineMessages({
  title: { id: 'ambassador.sharing-tools.title', defaultMessage: 'Outils de partage' },
  subtitle: {
    id: 'ambassador.sharing-tools.subtitle',
    defaultMessage:
      'Choisissez quoi partager et où : votre lien personnel est ajouté pour que chaque visite vous soit comptée.',
  },
});

/** How many videos and articles the wizard offers at a time (the newest first, then more on demand). */
const OFFERED = 12;

function toShareItem(article: Article): ShareItem {
  return {
    id: article.id,
    title: article.title,
    subtitle: article.subtitle,
    website_url: article.website_url ?? '',
  };
}

/** /ambassador/sharing-tools: the share wizard and the referral mail form. */
export function SharingToolsRoute() {
  const current = useAmbassador();
  const videos = useMediaKitPages('video', OFFERED);
  const articles = useMediaKitPages('article', OFFERED);
  if (!current) return <PageLoading />;
  const { user, ambassador } = current;

  return (
    <div className={PAGE} data-testid="ambassador-sharing-tools">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <ShareWizard
        tone="framed"
        code={ambassador.code}
        referralLink={ambassador.referral_link}
        senderName={user.full_name}
        videos={videos.items.filter((item) => item.website_url).map(toShareItem)}
        articles={articles.items.filter((item) => item.website_url).map(toShareItem)}
        moreItems={{ video: videos.hasMore, article: articles.hasMore }}
        loadingMoreItems={videos.loadingMore || articles.loadingMore}
        onMoreItems={(type) => {
          (type === 'video' ? videos : articles).more();
        }}
      />
      <ReferralMailForm />
    </div>
  );
}

export { SharingToolsRoute as Component };
