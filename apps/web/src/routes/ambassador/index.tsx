import { AmbassadorStats } from '@app/ui/ambassador-stats';
import { Button } from '@app/ui/button';
import { PageHeader } from '@app/ui/page-header';
import { ReferralLink } from '@app/ui/referral-link';
import { VideoEmbed } from '@app/ui/video-embed';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { config } from '../../config';
import { AreaCards } from '../../features/ambassadors/components/area-cards';
import { CreateMemberPrompt } from '../../features/ambassadors/components/create-member-prompt';
import { LogoutBlock } from '../../features/ambassadors/components/logout-block';
import { PageLoading, PAGE } from '../../features/ambassadors/components/page-loading';
import { SinWarning } from '../../features/ambassadors/components/sin-warning';
import { useAmbassador } from '../../features/ambassadors/hooks/use-ambassador';
import { useAmbassadorStats } from '../../features/ambassadors/hooks/use-ambassador-data';
import { useLocale } from '../../lib/locale-context';
import { paths } from '../../lib/paths';

const messages = defineMessages({
  title: { id: 'ambassador.dashboard.title', defaultMessage: 'Tableau de bord' },
  subtitle: {
    id: 'ambassador.dashboard.subtitle',
    defaultMessage:
      'Recevez 10 $ pour chaque nouvel abonnement de 3 mois ou plus venu de votre lien ; votre ami reçoit un mois gratuit de plus.',
  },
  videoTitle: {
    id: 'ambassador.dashboard.video-title',
    defaultMessage: 'Bienvenue dans le programme ambassadeur',
  },
  videoText: {
    id: 'ambassador.dashboard.video-text',
    defaultMessage:
      'Partagez votre lien personnel : chaque visite est comptée, et chaque ami qui s’abonne pour 3 mois ou plus vous rapporte 10 $. Dès 50 $, demandez votre paiement ; il arrive en 7 jours ouvrables.',
  },
  stats: { id: 'ambassador.dashboard.stats', defaultMessage: 'Vos statistiques' },
  link: { id: 'ambassador.dashboard.link', defaultMessage: 'Votre lien de parrainage' },
  settings: { id: 'ambassador.dashboard.settings', defaultMessage: 'Mes paramètres' },
});

/** /ambassador: the dashboard. */
export function AmbassadorDashboardRoute() {
  const intl = useIntl();
  const { locale } = useLocale();
  const current = useAmbassador();
  const stats = useAmbassadorStats();
  if (!current) return <PageLoading />;
  const { user, ambassador, isMember, sinMissing } = current;
  const video = config.videos.ambassador[locale];
  const videoTitle = intl.formatMessage(messages.videoTitle);

  return (
    <div className={PAGE} data-testid="ambassador-dashboard">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      {sinMissing ? <SinWarning /> : null}
      {isMember ? null : <CreateMemberPrompt hasMember={user.member != null} />}
      <section aria-labelledby="ambassador-video" className="flex flex-col gap-3">
        <h2 id="ambassador-video" className="font-display text-xl font-semibold">
          {videoTitle}
        </h2>
        {video ? <VideoEmbed src={video} title={videoTitle} /> : null}
        <p className="text-pretty text-text-muted">
          <FormattedMessage {...messages.videoText} />
        </p>
      </section>
      <section aria-labelledby="ambassador-stats" className="flex flex-col gap-3">
        <h2 id="ambassador-stats" className="font-display text-xl font-semibold">
          <FormattedMessage {...messages.stats} />
        </h2>
        <AmbassadorStats stats={stats.data?.data} loading={!stats.data} />
      </section>
      <section aria-labelledby="ambassador-link" className="flex flex-col gap-3">
        <h2 id="ambassador-link" className="font-display text-xl font-semibold">
          <FormattedMessage {...messages.link} />
        </h2>
        <ReferralLink url={ambassador.referral_link} hideLabel />
      </section>
      <AreaCards />
      <div>
        <Button asChild variant="outline">
          <Link to={paths.ambassador.settings}>
            <FormattedMessage {...messages.settings} />
          </Link>
        </Button>
      </div>
      {isMember ? null : <LogoutBlock />}
    </div>
  );
}

export { AmbassadorDashboardRoute as Component };
