import { toApiError } from '@app/client';
import {
  isAddressComplete,
  withDefaults,
  type AddressField,
  type AddressValue,
} from '@app/ui/address-fields';
import { Button } from '@app/ui/button';
import { Checkbox } from '@app/ui/checkbox';
import { DateInput } from '@app/ui/date-input';
import { Field } from '@app/ui/field';
import {
  IdentityOutcomeDialog,
  identityOutcome,
  type IdentityOutcome,
} from '@app/ui/identity-outcome-dialog';
import { Input } from '@app/ui/input';
import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { StatusBanner } from '@app/ui/status-banner';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { config } from '../../../config';
import { useFormErrors } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { refreshUser, signOut } from '../../../lib/session';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { authenticate, type IdentityCheckResult } from '../api/authenticate';
import { ManualVerification } from './manual-verification';
import { PlaceAddressFields } from './place-address-fields';

const messages = defineMessages({
  title: { id: 'wizard.identity.title', defaultMessage: 'Vérification de votre identité' },
  subtitle: {
    id: 'wizard.identity.subtitle',
    defaultMessage:
      'Pour une communauté authentique, chaque membre confirme son identité. Vos renseignements restent confidentiels.',
  },
  firstName: { id: 'wizard.identity.first_name', defaultMessage: 'Prénom' },
  lastName: { id: 'wizard.identity.last_name', defaultMessage: 'Nom' },
  birthday: { id: 'wizard.identity.birthday', defaultMessage: 'Date de naissance' },
  accept: {
    id: 'wizard.identity.accept',
    defaultMessage:
      'Je confirme que ces renseignements sont exacts et j’accepte la vérification de mon identité.',
  },
  verify: { id: 'wizard.identity.verify', defaultMessage: 'Vérifier mon identité' },
  skip: { id: 'wizard.identity.skip', defaultMessage: 'Demander une vérification manuelle' },
  verified: {
    id: 'wizard.identity.verified',
    defaultMessage: 'Votre identité est confirmée.',
  },
});

const sameUserMessages = defineMessages<{ sameUserEmail: { email: string } }>({
  sameUserEmail: {
    id: 'wizard.identity.same_user_email',
    defaultMessage: 'Le compte existant utilise l’adresse {email}.',
  },
});

const FIELDS = [
  'first_name',
  'last_name',
  'birthday',
  'address_1',
  'address_2',
  'city',
  'state',
  'country',
  'postal_code',
  'accept',
] as const;
type IdentityField = (typeof FIELDS)[number];

interface Dialog {
  outcome: IdentityOutcome;
  answer?: IdentityCheckResult;
  unknown?: boolean;
}

/**
 * The identity check: name, birthday and address (Canada by default, places autocomplete), and the
 * consent box; Next is enabled only once they are all filled and the box ticked. Each outcome of the
 * check has its modal (success, warning with the attempts left, error, same user), blocked goes to
 * /blocked, and after a failure or a skip an administrator verifies manually from a phone number.
 */
export function IdentityStep(props: WizardStepProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = props;
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [birthday, setBirthday] = useState<string | null>(user.birthday ?? null);
  const [address, setAddress] = useState<AddressValue>(
    withDefaults({
      address_1: user.address_1 ?? '',
      address_2: user.address_2 ?? '',
      city: user.city ?? '',
      state: user.state ?? '',
      country: user.country ?? undefined,
      postal_code: user.postal_code ?? '',
    }),
  );
  const [accept, setAccept] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [manual, setManual] = useState(false);
  const [verified, setVerified] = useState(user.authentication_flag === 'success');
  const [checking, setChecking] = useState(false);
  const { errors, clear, fail } = useFormErrors<IdentityField>(intl, FIELDS);
  const { saving, submit } = useStepSubmit(props.advance, fail);

  const filled = firstName.trim() !== '' && lastName.trim() !== '' && isAddressComplete(address);
  const complete = accept && filled && birthday !== null;

  async function check() {
    if (!accept || !filled || birthday === null) return;
    setChecking(true);
    try {
      const { status, answer } = await authenticate({
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        birthday,
        address_1: address.address_1,
        address_2: address.address_2 || null,
        city: address.city,
        state: address.state,
        country: address.country,
        postal_code: address.postal_code,
        accept: true,
      });
      const outcome = identityOutcome(answer, status);
      if (outcome === 'blocked') {
        await refreshUser();
        await navigate(paths.blocked, { replace: true });
        return;
      }
      if (outcome === 'success') setVerified(true);
      setDialog({ outcome, answer });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.isAuthFailure) return;
      if (identityOutcome(undefined, apiError.status) === 'form') fail(apiError);
      else setDialog({ outcome: 'error', unknown: true });
    } finally {
      setChecking(false);
    }
  }

  const closeDialog = () => {
    const outcome = dialog?.outcome;
    setDialog(null);
    // After an error an administrator verifies manually: the phone form follows.
    if (outcome === 'error') setManual(true);
  };

  if (manual) {
    return (
      <ManualVerification
        {...props}
        onBack={() => {
          setManual(false);
        }}
      />
    );
  }

  const fieldProps = (field: IdentityField) => ({
    error: errors[field],
    onErrorClear: () => {
      clear(field);
    },
  });

  return (
    <>
      <OnboardingStepLayout
        {...layoutProps(props)}
        width="lg"
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
        nextLabel={verified ? undefined : intl.formatMessage(messages.verify)}
        nextDisabled={!verified && !complete}
        nextLoading={checking || saving}
        onNext={() => {
          if (verified) void submit();
          else void check();
        }}
        secondaryAction={
          verified ? undefined : (
            <Button
              type="button"
              variant="link"
              onClick={() => {
                setManual(true);
              }}
            >
              <FormattedMessage {...messages.skip} />
            </Button>
          )
        }
      >
        {verified ? (
          <StatusBanner variant="info">
            <FormattedMessage {...messages.verified} />
          </StatusBanner>
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={intl.formatMessage(messages.firstName)}
                required
                {...fieldProps('first_name')}
              >
                <Input
                  name="first_name"
                  autoComplete="given-name"
                  value={firstName}
                  onValueChange={setFirstName}
                />
              </Field>
              <Field
                label={intl.formatMessage(messages.lastName)}
                required
                {...fieldProps('last_name')}
              >
                <Input
                  name="last_name"
                  autoComplete="family-name"
                  value={lastName}
                  onValueChange={setLastName}
                />
              </Field>
            </div>
            <Field
              label={intl.formatMessage(messages.birthday)}
              required
              {...fieldProps('birthday')}
            >
              <DateInput value={birthday} onValueChange={setBirthday} />
            </Field>
            <PlaceAddressFields
              value={address}
              onValueChange={setAddress}
              errors={errors}
              onErrorClear={(field: AddressField) => {
                clear(field);
              }}
            />
            <Checkbox
              checked={accept}
              onCheckedChange={(checked) => {
                setAccept(checked === true);
              }}
              label={intl.formatMessage(messages.accept)}
              {...fieldProps('accept')}
            />
          </>
        )}
      </OnboardingStepLayout>
      {dialog ? (
        <IdentityOutcomeDialog
          open
          outcome={dialog.outcome}
          onOpenChange={(open) => {
            if (!open) closeDialog();
          }}
          message={dialog.answer?.error?.message}
          unknownError={dialog.unknown}
          tries={dialog.answer?.tries}
          onContinue={() => void submit()}
          onRetry={() => {
            setDialog(null);
          }}
          onManualVerification={() => {
            setDialog(null);
            setManual(true);
          }}
          onLogout={() => void signOut()}
          supportPhone={config.contactPhone}
        >
          {dialog.outcome === 'same-user' && typeof dialog.answer?.data?.user.email === 'string' ? (
            <p>
              <FormattedMessage
                {...sameUserMessages.sameUserEmail}
                values={{ email: dialog.answer.data.user.email }}
              />
            </p>
          ) : null}
        </IdentityOutcomeDialog>
      ) : null}
    </>
  );
}

export default IdentityStep;
