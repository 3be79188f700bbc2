import { Button } from '@app/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import type { QuestionData } from '@app/ui/question-input';
import { Skeleton } from '@app/ui/skeleton';
import { useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { saveSexualOrientation } from '../../../features/account/api/update-sexual-orientation';
import { AudioIntroductionEditor } from '../../../features/media/components/audio-introduction-editor';
import { useQuestions } from '../../../features/onboarding/api/get-questions';
import type { SexualOrientation } from '../../../features/onboarding/api/update-sexual-orientation';
import { QuestionGroupFields } from '../../../features/onboarding/editors/question-group-fields';
import { SexualOrientationField } from '../../../features/onboarding/editors/sexual-orientation-field';
import {
  GROUP_TYPE,
  groupMax,
  QUESTION_GROUPS,
  questionGroups,
  type QuestionGroup,
} from '../../../features/onboarding/hooks/question-groups';
import { useQuestionGroup } from '../../../features/onboarding/hooks/use-question-group';
import { useFormErrors } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { useUser } from '../../../lib/session';

const messages = defineMessages({
  title: { id: 'settings.profile.title', defaultMessage: 'Mon profil' },
  subtitle: {
    id: 'settings.profile.subtitle',
    defaultMessage: 'Ce que les autres membres découvrent de vous.',
  },
  orientation: { id: 'settings.profile.orientation', defaultMessage: 'Vous souhaitez rencontrer' },
  other: { id: 'settings.profile.group.other', defaultMessage: 'Mes réponses' },
  long: { id: 'settings.profile.group.long', defaultMessage: 'Pour aller plus loin' },
  short: { id: 'settings.profile.group.short', defaultMessage: 'Questions rapides' },
  longDescription: {
    id: 'settings.profile.group.long-description',
    defaultMessage: 'Répondez à deux questions au plus, en quelques phrases.',
  },
  save: { id: 'settings.profile.save', defaultMessage: 'Enregistrer' },
  saved: { id: 'settings.profile.saved', defaultMessage: 'Votre profil est enregistré.' },
});

const GROUP_TITLES: Record<QuestionGroup, MessageDescriptor> = {
  other: messages.other,
  long: messages.long,
  short: messages.short,
};

/**
 * `/member/settings/profile`: the audio introduction, the sexual orientation, and the profile
 * questions in three groups (other, long with at most 2 answers, short), each saved on its own.
 */
export function Component() {
  const { data: questions } = useQuestions();
  const groups = questions ? questionGroups(questions) : undefined;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      {/* The recorder carries its own title and limit. */}
      <Card>
        <CardContent>
          <AudioIntroductionEditor />
        </CardContent>
      </Card>
      <OrientationSection />
      {groups
        ? QUESTION_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
            <QuestionGroupSection key={group} group={group} questions={groups[group]} />
          ))
        : QUESTION_GROUPS.map((group) => <Skeleton key={group} className="h-64 w-full" />)}
    </div>
  );
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: MessageDescriptor;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card asChild>
      <section aria-labelledby={id}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={id}>
              <FormattedMessage {...title} />
            </h2>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-6">{children}</CardContent>
      </section>
    </Card>
  );
}

function SaveButton({ disabled, loading }: { disabled: boolean; loading: boolean }) {
  return (
    <Button
      type="submit"
      className="self-stretch sm:self-start"
      disabled={disabled}
      loading={loading}
    >
      <FormattedMessage {...messages.save} />
    </Button>
  );
}

function OrientationSection() {
  const intl = useIntl();
  const { user } = useUser();
  const [edited, setEdited] = useState<SexualOrientation[] | null>(null);
  const [saving, setSaving] = useState(false);
  const { errors, clear, fail } = useFormErrors(intl, ['sexual_orientations'] as const);
  const chosen = edited ?? user?.sexual_orientations ?? [];

  const save = async () => {
    if (chosen.length === 0 || saving) return;
    setSaving(true);
    try {
      await saveSexualOrientation(chosen);
      setEdited(null);
      notify({ type: 'success', message: intl.formatMessage(messages.saved) });
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section id="settings-profile-orientation" title={messages.orientation}>
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <SexualOrientationField
          value={chosen}
          onValueChange={setEdited}
          error={errors.sexual_orientations}
          onErrorClear={() => {
            clear('sexual_orientations');
          }}
          disabled={saving}
        />
        <SaveButton disabled={chosen.length === 0 || edited === null} loading={saving} />
      </form>
    </Section>
  );
}

function QuestionGroupSection({
  group: name,
  questions,
}: {
  group: QuestionGroup;
  questions: QuestionData[];
}) {
  const intl = useIntl();
  const max = groupMax(name);
  const group = useQuestionGroup(questions, max);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const send = group.save();
    if (saving) return;
    setSaving(true);
    try {
      if (send) await send();
      notify({ type: 'success', message: intl.formatMessage(messages.saved) });
    } catch (error) {
      group.fail(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section
      id={`settings-profile-${name}`}
      title={GROUP_TITLES[name]}
      description={name === 'long' ? <FormattedMessage {...messages.longDescription} /> : undefined}
    >
      {group.ready ? (
        <form
          noValidate
          data-group={name}
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <QuestionGroupFields
            group={group}
            questions={questions}
            type={GROUP_TYPE[name]}
            max={max}
            disabled={saving}
          />
          <SaveButton disabled={!group.valid} loading={saving} />
        </form>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </Section>
  );
}
