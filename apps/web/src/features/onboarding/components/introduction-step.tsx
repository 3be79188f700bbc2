import { Field } from '@app/ui/field';
import { Input } from '@app/ui/input';
import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { Textarea } from '@app/ui/textarea';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFormErrors } from '../../../lib/errors';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { updateMemberProfile, type MemberProfile } from '../api/update-member-profile';

const messages = defineMessages({
  title: { id: 'wizard.introduction.title', defaultMessage: 'Votre présentation' },
  subtitle: {
    id: 'wizard.introduction.subtitle',
    defaultMessage: 'Un titre, quelques mots sur vous, et ce que vous recherchez chez l’autre.',
  },
  profileTitle: {
    id: 'wizard.introduction.profile_title',
    defaultMessage: 'Titre de votre profil',
  },
  about: { id: 'wizard.introduction.about', defaultMessage: 'À propos de moi' },
  seeking: {
    id: 'wizard.introduction.seeking',
    defaultMessage: 'Ce que je recherche chez mon partenaire',
  },
});

/** Title 5 to 100 characters, about 10 to 3000, seeking 10 to 3000, all required. */
export const PROFILE_LIMITS = {
  title: { minLength: 5, maxLength: 100 },
  about: { minLength: 10, maxLength: 3000 },
  seeking: { minLength: 10, maxLength: 3000 },
} as const;

const FIELDS = ['title', 'about', 'seeking'] as const;

export function isProfileValid(profile: MemberProfile): boolean {
  return FIELDS.every((field) => {
    const length = profile[field].trim().length;
    return length >= PROFILE_LIMITS[field].minLength && length <= PROFILE_LIMITS[field].maxLength;
  });
}

/** The introduction: title, about and seeking; Next is disabled until the three are valid. */
export function IntroductionStep(props: WizardStepProps) {
  const intl = useIntl();
  const member = props.user.member;
  const [profile, setProfile] = useState<MemberProfile>({
    title: member?.title ?? '',
    about: member?.about ?? '',
    seeking: member?.seeking ?? '',
  });
  const { errors, clear, fail } = useFormErrors(intl, FIELDS);
  const { saving, submit } = useStepSubmit(props.advance, fail);
  const edit = (field: (typeof FIELDS)[number]) => (value: string) => {
    setProfile((current) => ({ ...current, [field]: value }));
  };
  const fieldProps = (field: (typeof FIELDS)[number]) => ({
    required: true,
    error: errors[field],
    onErrorClear: () => {
      clear(field);
    },
  });

  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      width="lg"
      title={intl.formatMessage(messages.title)}
      subtitle={intl.formatMessage(messages.subtitle)}
      nextDisabled={!isProfileValid(profile)}
      nextLoading={saving}
      onNext={() => {
        void submit(() =>
          updateMemberProfile({
            title: profile.title.trim(),
            about: profile.about.trim(),
            seeking: profile.seeking.trim(),
          }),
        );
      }}
    >
      <Field label={intl.formatMessage(messages.profileTitle)} {...fieldProps('title')}>
        <Input
          name="title"
          trim
          {...PROFILE_LIMITS.title}
          value={profile.title}
          onValueChange={edit('title')}
        />
      </Field>
      <Field label={intl.formatMessage(messages.about)} {...fieldProps('about')}>
        <Textarea
          name="about"
          rows={6}
          trim
          {...PROFILE_LIMITS.about}
          value={profile.about}
          onValueChange={edit('about')}
        />
      </Field>
      <Field label={intl.formatMessage(messages.seeking)} {...fieldProps('seeking')}>
        <Textarea
          name="seeking"
          rows={6}
          trim
          {...PROFILE_LIMITS.seeking}
          value={profile.seeking}
          onValueChange={edit('seeking')}
        />
      </Field>
    </OnboardingStepLayout>
  );
}

export default IntroductionStep;
