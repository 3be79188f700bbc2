import { PageHeader } from '@app/ui/page-header';
import { defineMessages, FormattedMessage } from 'react-intl';
import { HubCards } from '../../../features/articles/components/hub-cards';

const messages = defineMessages({
  title: { id: 'personal-development.title', defaultMessage: 'S’épanouir' },
  subtitle: {
    id: 'personal-development.subtitle',
    defaultMessage:
      'Vidéos, articles et cours bonus de nos spécialistes, pour grandir et aimer en conscience.',
  },
});

/** `/member/personal-development`: the four ways into the personal-development library. */
export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <HubCards />
    </div>
  );
}
