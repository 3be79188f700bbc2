import { PageHeader } from '@app/ui/page-header';
import { defineMessages, FormattedMessage } from 'react-intl';
import { MediaKitList } from '../../features/ambassadors/components/media-kit-list';
import { PAGE, PageLoading } from '../../features/ambassadors/components/page-loading';
import { useAmbassador } from '../../features/ambassadors/hooks/use-ambassador';

const messages = defineMessages({
  title: { id: 'ambassador.media-kit.title', defaultMessage: 'Trousse média' },
  subtitle: {
    id: 'ambassador.media-kit.subtitle',
    defaultMessage:
      'Nos vidéos promotionnelles et les articles de nos experts : copiez le lien d’un contenu, il contient déjà votre code.',
  },
});

/** /ambassador/media-kit: promotional videos and expert articles, 3 per page, each with copy-link. */
export function MediaKitRoute() {
  const current = useAmbassador();
  if (!current) return <PageLoading />;
  const { code, referral_link: referralLink } = current.ambassador;
  return (
    <div className={PAGE} data-testid="ambassador-media-kit">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <MediaKitList type="video" code={code} referralLink={referralLink} />
      <MediaKitList type="article" code={code} referralLink={referralLink} />
    </div>
  );
}

export { MediaKitRoute as Component };
