import { PageHeader } from '@app/ui/page-header';
import { defineMessages, FormattedMessage } from 'react-intl';
import { PicturesEditor } from '../../../features/media/components/pictures-editor';

const messages = defineMessages({
  title: { id: 'settings.pictures.title', defaultMessage: 'Mes photos' },
  subtitle: {
    id: 'settings.pictures.subtitle',
    defaultMessage: 'De 1 à 6 photos ; la première est votre photo principale.',
  },
});

/**
 * `/member/settings/pictures` (the incomplete-album screen links here): the pictures editor, with the
 * validation notice; at least 1 picture is kept.
 */
export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <PicturesEditor context="settings" />
    </div>
  );
}
