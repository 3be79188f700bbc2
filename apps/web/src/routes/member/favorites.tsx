import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { PageHeader } from '@app/ui/page-header';
import { Heart } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { MemberPages, type MemberListQuery } from '../../features/members/components/member-pages';
import { member } from '../../lib/paths';

const messages = defineMessages({
  title: { id: 'favorites.title', defaultMessage: 'Mes favoris' },
  subtitle: {
    id: 'favorites.subtitle',
    defaultMessage: 'Les membres que vous avez ajoutés à vos favoris.',
  },
  emptyTitle: { id: 'favorites.empty.title', defaultMessage: 'Aucun favori pour le moment' },
  emptyText: {
    id: 'favorites.empty.text',
    defaultMessage: 'Touchez le cœur d’un profil pour le retrouver ici.',
  },
  emptyAction: { id: 'favorites.empty.action', defaultMessage: 'Rechercher des membres' },
});

const FAVORITES: MemberListQuery = { filter: { favorite: true } };

/** `/member/favorites`: the members the user favourited, in the search's grid. */
export function Component() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <MemberPages
        query={FAVORITES}
        onOpenFilters={() => {
          void navigate(member.search.href);
        }}
        emptyState={
          <EmptyState
            bordered
            icon={<Heart />}
            title={<FormattedMessage {...messages.emptyTitle} />}
            description={<FormattedMessage {...messages.emptyText} />}
            action={
              <Button asChild>
                <Link to={member.search.href}>
                  <FormattedMessage {...messages.emptyAction} />
                </Link>
              </Button>
            }
          />
        }
      />
    </div>
  );
}
