import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Field } from '@app/ui/field';
import { PageHeader } from '@app/ui/page-header';
import { RadioGroup } from '@app/ui/radio-group';
import { StatusBanner } from '@app/ui/status-banner';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { isLocale, type Locale } from '../../../i18n/locales';
import { toastError } from '../../../lib/errors';
import { useLocale } from '../../../lib/locale-context';
import { refreshUser } from '../../../lib/session';

const messages = defineMessages({
  title: { id: 'settings.language.title', defaultMessage: 'Langue' },
  subtitle: {
    id: 'settings.language.subtitle',
    defaultMessage: 'La langue de l’application et des courriels que nous vous envoyons.',
  },
  label: { id: 'settings.language.label', defaultMessage: 'Langue préférée' },
  save: { id: 'settings.language.save', defaultMessage: 'Enregistrer' },
  saved: { id: 'settings.language.saved', defaultMessage: 'Votre langue est enregistrée.' },
});

/** Each language named in itself, whatever the interface speaks now. */
const OPTIONS: readonly { value: Locale; label: string }[] = [
  { value: 'fr', label: 'Français' },
  { value: 'en', label: 'English' },
];

/** `/member/settings/language`: the language saved on the account (`PATCH account/language`), then spoken. */
export function Component() {
  const intl = useIntl();
  const { locale, switchLocale } = useLocale();
  const [choice, setChoice] = useState<Locale>(locale);
  const [saving, setSaving] = useState(false);
  // Said in the page (not a toast formatted before the switch), so in the language just chosen.
  const [saved, setSaved] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await switchLocale(choice, { strict: true });
      setSaved(true);
      void refreshUser();
    } catch (error) {
      toastError(error, intl);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <Card asChild>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Field label={intl.formatMessage(messages.label)}>
            <RadioGroup
              variant="cards"
              options={OPTIONS.map((option) => ({
                value: option.value,
                label: <span lang={option.value}>{option.label}</span>,
              }))}
              value={choice}
              onValueChange={(value) => {
                setSaved(false);
                if (isLocale(value)) setChoice(value);
              }}
            />
          </Field>
          {saved ? (
            <StatusBanner variant="info">
              <FormattedMessage {...messages.saved} />
            </StatusBanner>
          ) : null}
          <Button
            type="submit"
            className="self-stretch sm:self-start"
            loading={saving}
            disabled={choice === locale}
          >
            <FormattedMessage {...messages.save} />
          </Button>
        </form>
      </Card>
    </div>
  );
}
