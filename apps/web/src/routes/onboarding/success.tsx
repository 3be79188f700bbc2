import { Button } from '@app/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/card';
import { ReferralLink } from '@app/ui/referral-link';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useUser } from '../../lib/session';

const messages = defineMessages({
  title: { id: 'onboarding.success.title', defaultMessage: 'Félicitations !' },
  text: {
    id: 'onboarding.success.text',
    defaultMessage: 'Votre profil est prêt. Il ne reste qu’à faire de belles rencontres.',
  },
  ambassadorTitle: {
    id: 'onboarding.success.ambassador.title',
    defaultMessage: 'Devenez ambassadeur',
  },
  ambassadorText: {
    id: 'onboarding.success.ambassador.text',
    defaultMessage:
      'Parlez de nous autour de vous : chaque nouvel abonnement de 3 mois ou plus venu de votre lien vous rapporte 10 $, et votre ami reçoit un mois gratuit de plus.',
  },
  search: { id: 'onboarding.success.search', defaultMessage: 'Découvrir les membres' },
});

/** /onboarding/success: congratulations, the referral link with its copy button, and member search. */
export function OnboardingSuccessRoute() {
  const { user } = useUser();
  const link = user?.ambassador?.referral_link;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6 py-6">
      <div className="flex flex-col gap-2 text-center">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">
          <FormattedMessage {...messages.title} />
        </h1>
        <p className="text-lg text-text-muted">
          <FormattedMessage {...messages.text} />
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>
              <FormattedMessage {...messages.ambassadorTitle} />
            </h2>
          </CardTitle>
          <CardDescription>
            <FormattedMessage {...messages.ambassadorText} />
          </CardDescription>
        </CardHeader>
        {link ? (
          <CardContent>
            <ReferralLink url={link} />
          </CardContent>
        ) : null}
      </Card>
      <Button asChild size="lg" className="self-center">
        <Link to={paths.member.search}>
          <FormattedMessage {...messages.search} />
        </Link>
      </Button>
    </section>
  );
}

export { OnboardingSuccessRoute as Component };
