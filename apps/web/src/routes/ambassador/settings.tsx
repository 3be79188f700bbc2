import { PageHeader } from '@app/ui/page-header';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import {
  EmailVerificationBlock,
  PasswordBlock,
} from '../../features/ambassadors/components/account-blocks';
import { AmbassadorSettingsForm } from '../../features/ambassadors/components/ambassador-settings-form';
import { LogoutBlock } from '../../features/ambassadors/components/logout-block';
import { PAGE, PageLoading } from '../../features/ambassadors/components/page-loading';
import { useAmbassador } from '../../features/ambassadors/hooks/use-ambassador';

const messages = defineMessages({
  title: { id: 'ambassador.settings.title', defaultMessage: 'Paramètres' },
  subtitle: {
    id: 'ambassador.settings.subtitle',
    defaultMessage: 'Vos coordonnées, votre objectif et ce qu’il faut pour vous payer.',
  },
});

/** /ambassador/settings (anchors `#sin`, `#email-not-verified`). */
export function AmbassadorSettingsRoute() {
  const current = useAmbassador();
  const { hash } = useLocation();
  const ready = current !== null;

  // The anchor's block is scrolled to once the page is drawn (the router does not do it).
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);

  if (!current) return <PageLoading />;
  return (
    <div className={PAGE} data-testid="ambassador-settings-page">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <AmbassadorSettingsForm current={current} />
      {current.isMember ? null : (
        <>
          <EmailVerificationBlock user={current.user} />
          <PasswordBlock />
          <LogoutBlock />
        </>
      )}
    </div>
  );
}

export { AmbassadorSettingsRoute as Component };
