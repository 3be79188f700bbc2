import { Card, CardContent } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import { defineMessages, FormattedMessage } from 'react-intl';
import { SamplePictureEditor } from '../../../features/media/components/sample-picture-editor';

const messages = defineMessages({
  title: { id: 'settings.sample-picture.title', defaultMessage: 'Ma photo témoin' },
  subtitle: {
    id: 'settings.sample-picture.subtitle',
    defaultMessage:
      'Elle sert à vérifier que vos photos vous ressemblent ; elle n’est pas montrée aux membres.',
  },
});

/** `/member/settings/sample-pictures`: the sample picture and its replacement. */
export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <Card>
        <CardContent className="flex flex-col gap-6">
          <SamplePictureEditor />
        </CardContent>
      </Card>
    </div>
  );
}
