import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { ScreenSpinner } from '@app/ui/spinner';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useCountries } from '../../features/identity/api/get-countries';
import { errorText } from '../../lib/errors';
import { paths } from '../../lib/paths';

const messages = defineMessages({
  back: { id: 'onboarding.back', defaultMessage: '← Retour' },
  loading: { id: 'onboarding.loading', defaultMessage: 'Chargement' },
  retry: { id: 'onboarding.retry', defaultMessage: 'Réessayer' },
});

/** The back arrow of the named routes onboarding.home, onboarding.start and onboarding.register. */
const BACK: Record<string, string> = {
  [paths.onboarding.home]: paths.login,
  [paths.onboarding.start]: paths.onboarding.home,
  [paths.onboarding.register]: paths.onboarding.start,
};

/**
 * The first screens show no address: they show at once (prerendered, vite-plugins/prerender.ts) while
 * the countries load; the screens after them wait for the countries.
 */
const WITHOUT_COUNTRIES = new Set<string>([paths.onboarding.home, paths.onboarding.start]);

/** The onboarding layout: shows once the countries are fetched; a back arrow on the first screens. */
export function OnboardingLayout() {
  const intl = useIntl();
  const location = useLocation();
  const { data: countries, error, mutate } = useCountries();
  const back = BACK[location.pathname];

  if (!countries && !WITHOUT_COUNTRIES.has(location.pathname)) {
    return error ? (
      <EmptyState
        title={errorText(error, intl)}
        action={
          <Button onClick={() => void mutate()}>
            <FormattedMessage {...messages.retry} />
          </Button>
        }
      />
    ) : (
      <ScreenSpinner label={intl.formatMessage(messages.loading)} />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 px-4 py-6 sm:py-10">
      {back ? (
        <Button asChild variant="ghost" size="sm" className="self-start">
          <Link
            to={`${back}${location.pathname === paths.onboarding.register ? location.search : ''}`}
          >
            <FormattedMessage {...messages.back} />
          </Link>
        </Button>
      ) : null}
      <Outlet />
    </div>
  );
}

export { OnboardingLayout as Component };
