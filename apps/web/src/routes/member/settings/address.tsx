import {
  isAddressComplete,
  withDefaults,
  type AddressField,
  type AddressValue,
} from '@app/ui/address-fields';
import { Button } from '@app/ui/button';
import { Card, CardContent } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { updateAddress } from '../../../features/account/api/update-address';
import { PlaceAddressFields } from '../../../features/identity/components/place-address-fields';
import { useForm } from '../../../lib/form';
import { notify } from '../../../lib/notifications';
import { useUser, type CurrentUser } from '../../../lib/session';

const messages = defineMessages({
  title: { id: 'settings.address.title', defaultMessage: 'Mon adresse' },
  subtitle: {
    id: 'settings.address.subtitle',
    defaultMessage:
      'Elle reste confidentielle : seules les distances entre vous et les autres membres en dépendent.',
  },
  submit: { id: 'settings.address.submit', defaultMessage: 'Enregistrer l’adresse' },
  saved: { id: 'settings.address.saved', defaultMessage: 'Votre adresse est enregistrée.' },
});

/** The address as the form edits it (every field a string). */
type AddressValues = { [K in keyof AddressValue]: string };

function addressOf(user: CurrentUser): AddressValues {
  return {
    ...withDefaults({
      address_1: user.address_1 ?? '',
      address_2: user.address_2 ?? '',
      city: user.city ?? '',
      state: user.state ?? '',
      country: user.country ?? undefined,
      postal_code: user.postal_code ?? '',
    }),
  };
}

/** `/member/settings/address`: the postal address (Canadian places autocomplete), `PATCH account/address`. */
export function Component() {
  const { user } = useUser();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      {/* The form starts from the saved address, once the user is there. */}
      {user ? <AddressForm initial={addressOf(user)} /> : null}
    </div>
  );
}

function AddressForm({ initial }: { initial: AddressValues }) {
  const intl = useIntl();
  const form = useForm(intl, {
    initial,
    keep: true,
    submit: (values) =>
      updateAddress({
        address_1: values.address_1.trim(),
        address_2: values.address_2.trim() || null,
        city: values.city.trim(),
        state: values.state,
        country: values.country,
        postal_code: values.postal_code.trim(),
      }),
    onSuccess: () => {
      notify({ type: 'success', message: intl.formatMessage(messages.saved) });
    },
  });
  return (
    <Card asChild>
      <form noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <CardContent className="flex flex-col gap-6">
          <PlaceAddressFields
            value={form.values}
            onValueChange={(next) => {
              for (const [field, value] of Object.entries(next) as [AddressField, string][]) {
                if (form.values[field] !== value) form.set(field, value);
              }
            }}
            errors={form.errors}
            onErrorClear={(field) => {
              form.field(field).onErrorClear();
            }}
            disabled={form.submitting}
          />
          <Button
            type="submit"
            className="self-stretch sm:self-start"
            disabled={!isAddressComplete(form.values)}
            loading={form.submitting}
          >
            <FormattedMessage {...messages.submit} />
          </Button>
        </CardContent>
      </form>
    </Card>
  );
}
