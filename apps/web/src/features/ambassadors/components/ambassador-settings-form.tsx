import type { components } from '@app/client';
import { ambassadorObjectiveValues } from '@app/openapi/enums';
import { AddressFields, type AddressField, type AddressValue } from '@app/ui/address-fields';
import { Button } from '@app/ui/button';
import { Field } from '@app/ui/field';
import { Input } from '@app/ui/input';
import { RadioGroup, type RadioOption } from '@app/ui/radio-group';
import { SinField } from '@app/ui/sin-field';
import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFormErrors } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { useUpdateAmbassador, type UpdateAmbassadorInput } from '../api/update-ambassador';
import type { AmbassadorUser } from '../hooks/use-ambassador';

// The phone field formats and checks numbers with libphonenumber-js (about 36 KiB gzip): it loads
// as the form is first drawn, not before it (issue 12: the settings page's first load). Meanwhile
// the field shows the number on file, read-only, in the same place and size.
const PhoneInput = lazy(() =>
  import('@app/ui/phone-input').then((module) => ({ default: module.PhoneInput })),
);

type Objective = components['schemas']['AmbassadorObjective'];
const OBJECTIVES = ambassadorObjectiveValues;

const messages = defineMessages({
  contact: { id: 'ambassador.settings.contact', defaultMessage: 'Coordonnées' },
  phone: { id: 'ambassador.settings.phone', defaultMessage: 'Téléphone' },
  objective: { id: 'ambassador.settings.objective', defaultMessage: 'Votre objectif' },
  objectiveRequired: {
    id: 'ambassador.settings.objective-required',
    defaultMessage: 'Choisissez votre objectif.',
  },
  taxes: { id: 'ambassador.settings.taxes', defaultMessage: 'Taxes' },
  taxesText: {
    id: 'ambassador.settings.taxes-text',
    defaultMessage:
      'Inscrit aux taxes ? Entrez vos deux numéros : une facture sera alors demandée avec chaque paiement.',
  },
  gst: { id: 'ambassador.settings.gst', defaultMessage: 'Numéro de TPS' },
  pst: { id: 'ambassador.settings.pst', defaultMessage: 'Numéro de TVQ ou TVP' },
  sin: { id: 'ambassador.settings.sin', defaultMessage: 'Numéro d’assurance sociale' },
  save: { id: 'ambassador.settings.save', defaultMessage: 'Enregistrer' },
  saved: { id: 'ambassador.settings.saved', defaultMessage: 'Paramètres enregistrés.' },
});

const objectiveMessages = defineMessages<{ objectiveValue: { objective: Objective } }>({
  objectiveValue: {
    id: 'ambassador.settings.objective-value',
    defaultMessage:
      '{objective, select, for_fun {Pour le plaisir} additional_income {Un revenu d’appoint} other {Une collecte de fonds}}',
  },
});

const FIELDS = [
  'address_1',
  'address_2',
  'city',
  'state',
  'country',
  'postal_code',
  'phone',
  'gst',
  'pst',
  'objective',
  'nas',
] as const;

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The ambassador's settings (`PATCH account/ambassador`): contact information and address, the
 * objective (required), GST and PST (`has_taxes` when both are filled), and the SIN when one is
 * required (masked; saved on its own, with the rest of the form as it is on file).
 */
export function AmbassadorSettingsForm({ current }: { current: AmbassadorUser }) {
  const intl = useIntl();
  const { user, ambassador } = current;
  const [address, setAddress] = useState<AddressValue>({
    address_1: text(user.address_1),
    address_2: text(user.address_2),
    city: text(user.city),
    state: text(user.state),
    country: user.country ?? 'ca',
    postal_code: text(user.postal_code),
  });
  const [phone, setPhone] = useState(text(user.phone));
  const [objective, setObjective] = useState<Objective | null>(ambassador.objective);
  const [gst, setGst] = useState(text(user.gst));
  const [pst, setPst] = useState(text(user.pst));
  const { errors, setErrors, clear, fail, reset } = useFormErrors(intl, FIELDS);
  const { trigger, isMutating } = useUpdateAmbassador();

  const payload = (): UpdateAmbassadorInput | null => {
    if (!objective) {
      setErrors({ objective: intl.formatMessage(messages.objectiveRequired) });
      return null;
    }
    return {
      address_1: orNull(address.address_1),
      address_2: orNull(address.address_2),
      city: orNull(address.city),
      state: orNull(address.state),
      country: address.country || null,
      postal_code: orNull(address.postal_code),
      phone: orNull(phone),
      gst: orNull(gst),
      pst: orNull(pst),
      objective,
    };
  };

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    reset();
    const body = payload();
    if (!body) return;
    try {
      await trigger(body);
      notify({ type: 'success', message: intl.formatMessage(messages.saved) });
    } catch (error) {
      fail(error);
    }
  }

  /** The SIN is saved with the settings on file (the objective is required by the call). */
  async function saveSin(nas: string) {
    reset();
    const body = payload();
    if (!body) throw new Error('objective');
    try {
      await trigger({ ...body, nas });
    } catch (error) {
      fail(error);
      throw error;
    }
  }

  const objectives: RadioOption[] = OBJECTIVES.map((value) => ({
    value,
    label: intl.formatMessage(objectiveMessages.objectiveValue, { objective: value }),
  }));

  return (
    <form
      className="flex flex-col gap-8"
      noValidate
      data-testid="ambassador-settings"
      onSubmit={(event) => void submit(event)}
    >
      <section aria-labelledby="settings-contact" className="flex flex-col gap-4">
        <h2 id="settings-contact" className="font-display text-xl font-semibold">
          <FormattedMessage {...messages.contact} />
        </h2>
        <Field
          label={intl.formatMessage(messages.phone)}
          error={errors.phone}
          onErrorClear={() => {
            clear('phone');
          }}
        >
          <Suspense fallback={<Input type="tel" value={phone} readOnly />}>
            <PhoneInput
              value={phone}
              onValueChange={(value) => {
                setPhone(value);
              }}
            />
          </Suspense>
        </Field>
        <AddressFields
          value={address}
          onValueChange={setAddress}
          errors={errors}
          onErrorClear={(field: AddressField) => {
            clear(field);
          }}
        />
      </section>
      <section aria-labelledby="settings-objective" className="flex flex-col gap-4">
        <h2 id="settings-objective" className="font-display text-xl font-semibold">
          <FormattedMessage {...messages.objective} />
        </h2>
        <Field
          label={intl.formatMessage(messages.objective)}
          hideLabel
          required
          error={errors.objective}
          onErrorClear={() => {
            clear('objective');
          }}
        >
          <RadioGroup
            options={objectives}
            value={objective ?? ''}
            onValueChange={(value) => {
              setObjective(value as Objective);
            }}
          />
        </Field>
      </section>
      <section aria-labelledby="settings-taxes" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="settings-taxes" className="font-display text-xl font-semibold">
            <FormattedMessage {...messages.taxes} />
          </h2>
          <p className="text-text-muted">
            <FormattedMessage {...messages.taxesText} />
          </p>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field
            label={intl.formatMessage(messages.gst)}
            error={errors.gst}
            onErrorClear={() => {
              clear('gst');
            }}
          >
            <Input name="gst" value={gst} onValueChange={setGst} />
          </Field>
          <Field
            label={intl.formatMessage(messages.pst)}
            error={errors.pst}
            onErrorClear={() => {
              clear('pst');
            }}
          >
            <Input name="pst" value={pst} onValueChange={setPst} />
          </Field>
        </div>
      </section>
      {ambassador.requires_nas ? (
        <section id="sin" aria-label={intl.formatMessage(messages.sin)} className="scroll-mt-24">
          <SinField
            tone="framed"
            value={user.nas}
            required
            onSave={(nas) => saveSin(nas)}
            error={errors.nas}
            onErrorClear={() => {
              clear('nas');
            }}
          />
        </section>
      ) : null}
      <Button type="submit" size="lg" className="self-start" loading={isMutating}>
        <FormattedMessage {...messages.save} />
      </Button>
    </form>
  );
}
