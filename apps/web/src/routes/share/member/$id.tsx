import { toApiError } from '@app/client';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { ProfileActionBar, useScrollPast } from '@app/ui/profile-action-bar';
import { lazyDialog } from '@app/ui/lazy-dialog';
import { ScreenSpinner } from '@app/ui/spinner';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  MemberProfile,
  publicMemberView,
} from '../../../features/members/components/member-profile';
import { useQuery } from '../../../lib/data';
import { errorText } from '../../../lib/errors';
import { useLocale } from '../../../lib/locale-context';
import { member as memberRoutes, paths } from '../../../lib/paths';
import { useUser } from '../../../lib/session';
import { NotFoundRoute } from '../../not-found';

// Opened by a visitor's first try at an interaction: its code is not in the page's first load.
const RegisterPromptDialog = lazyDialog(() =>
  import('@app/ui/register-prompt-dialog').then((module) => module.RegisterPromptDialog),
);

const messages = defineMessages({
  home: { id: 'share.home', defaultMessage: 'Rencontres' },
  join: { id: 'share.join', defaultMessage: 'Rejoindre' },
  loading: { id: 'share.loading', defaultMessage: 'Chargement du profil' },
  loadFailed: { id: 'share.load_failed', defaultMessage: 'Ce profil n’a pas pu être chargé.' },
  retry: { id: 'share.retry', defaultMessage: 'Réessayer' },
});

/**
 * `/share/member/:id`: a shared profile for anyone, signed in or not (spec 02, section 2: Public share
 * page): the profile without interactions, a header with a join button to /onboarding, fake
 * interactions that open the register prompt, the public labels, and a 404 page when the link
 * expired or never existed. `?locale=` has already chosen the language (lib/locale.ts). Any other
 * failure (the API down, too many requests, offline) says so, with a retry: the link may well work.
 * A signed-in user has the app's own top menu, so no second header and no join button; a member's
 * interactions open the profile in the member area, where they are real (its rules apply there).
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useUser();
  const { locale } = useLocale();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const shared = useQuery(
    '/share/member/{id}',
    valid ? { params: { path: { id }, query: { locale } } } : null,
    { shouldRetryOnError: false },
  );
  const scrolled = useScrollPast();
  const [prompt, setPrompt] = useState(false);
  const interact = user?.member?.onboarding_completed
    ? () => {
        void navigate(memberRoutes.profile.href(id));
      }
    : () => {
        setPrompt(true);
      };

  const member = shared.data?.data;
  // The API answers 404 for an unknown member, no valid share link or an expired one (members'
  // sharedMember): only that is "not found".
  const failure = shared.error === undefined ? undefined : toApiError(shared.error);
  let content;
  if (!valid || failure?.status === 404) content = <NotFoundRoute />;
  else if (failure && !member)
    content = (
      // Where the not-found page puts its message.
      <div className="mx-auto w-full max-w-xl px-4 py-16">
        <EmptyState
          data-slot="share-error"
          title={<FormattedMessage {...messages.loadFailed} />}
          description={errorText(failure, intl)}
          action={
            <Button variant="outline" onClick={() => void shared.mutate()}>
              <FormattedMessage {...messages.retry} />
            </Button>
          }
        />
      </div>
    );
  else if (!member) content = <ScreenSpinner label={intl.formatMessage(messages.loading)} />;
  else
    content = (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 pt-6 pb-32">
        <MemberProfile
          view={publicMemberView(member)}
          lastActivityVariant="public"
          favorite={false}
          onFavoriteChange={interact}
        />
        <ProfileActionBar visible={scrolled} onSendMessage={interact} onSendFlower={interact} />
        <RegisterPromptDialog
          open={prompt}
          onOpenChange={setPrompt}
          firstName={member.user.first_name}
          registerHref={paths.onboarding.root}
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        />
      </div>
    );

  if (user) return <div className="flex flex-1 flex-col">{content}</div>;
  return (
    <div className="flex flex-1 flex-col">
      <header
        data-slot="share-header"
        className="flex items-center justify-between gap-4 border-b border-border bg-surface-raised px-4 py-3"
      >
        <Link
          to={paths.home}
          className="rounded-sm font-display text-xl font-semibold text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <FormattedMessage {...messages.home} />
        </Link>
        <Button asChild>
          <Link to={paths.onboarding.root}>
            <FormattedMessage {...messages.join} />
          </Link>
        </Button>
      </header>
      {content}
    </div>
  );
}
