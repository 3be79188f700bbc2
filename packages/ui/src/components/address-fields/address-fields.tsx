import { cva } from 'class-variance-authority';
import { CircleAlert, MapPin } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Field, joinIds, type FieldErrorValue } from '../field';
import { Input, type InputProps } from '../input';
import { Select, type SelectOption } from '../select';
import {
  applySuggestion,
  DEFAULT_COUNTRY,
  formatPostalCode,
  isValidPostalCode,
  moveActive,
  PROVINCE_CODES,
  withDefaults,
  type AddressField,
  type AddressSuggestion,
  type AddressValue,
  type ProvinceCode,
} from './address-fields.ts';

export {
  applySuggestion,
  DEFAULT_COUNTRY,
  EMPTY_ADDRESS,
  formatPostalCode,
  isAddressComplete,
  isProvinceCode,
  isValidPostalCode,
  moveActive,
  PROVINCE_CODES,
  REQUIRED_ADDRESS_FIELDS,
  withDefaults,
  type AddressField,
  type AddressSuggestion,
  type AddressValue,
  type ProvinceCode,
} from './address-fields.ts';
import { FormattedInput } from '../input/formatted-input.tsx';

const messages = defineMessages<{
  address1: NoMessageValues;
  address2: NoMessageValues;
  city: NoMessageValues;
  province: NoMessageValues;
  state: NoMessageValues;
  country: NoMessageValues;
  postalCode: NoMessageValues;
  postalCodeInvalid: NoMessageValues;
  canada: NoMessageValues;
  suggestions: NoMessageValues;
  suggestionCount: { count: number };
  loading: NoMessageValues;
}>({
  address1: { id: 'ui.address-fields.address-1', defaultMessage: 'Adresse' },
  address2: { id: 'ui.address-fields.address-2', defaultMessage: 'Appartement, bureau, etc.' },
  city: { id: 'ui.address-fields.city', defaultMessage: 'Ville' },
  province: { id: 'ui.address-fields.province', defaultMessage: 'Province ou territoire' },
  state: { id: 'ui.address-fields.state', defaultMessage: 'État ou région' },
  country: { id: 'ui.address-fields.country', defaultMessage: 'Pays' },
  postalCode: { id: 'ui.address-fields.postal-code', defaultMessage: 'Code postal' },
  postalCodeInvalid: {
    id: 'ui.address-fields.postal-code-invalid',
    defaultMessage: 'Entrez un code postal canadien valide, par exemple H2X 3K7.',
  },
  canada: { id: 'ui.address-fields.country-ca', defaultMessage: 'Canada' },
  suggestions: { id: 'ui.address-fields.suggestions', defaultMessage: 'Adresses suggérées' },
  suggestionCount: {
    id: 'ui.address-fields.suggestion-count',
    defaultMessage:
      '{count, plural, =0 {Aucune adresse trouvée.} one {# adresse suggérée. Utilisez les flèches pour la choisir.} other {# adresses suggérées. Utilisez les flèches pour en choisir une.}}',
  },
  loading: { id: 'ui.address-fields.loading', defaultMessage: 'Recherche d’adresses…' },
});

const provinceMessages = defineMessages<ProvinceCode>({
  AB: { id: 'ui.address-fields.province-ab', defaultMessage: 'Alberta' },
  BC: { id: 'ui.address-fields.province-bc', defaultMessage: 'Colombie-Britannique' },
  MB: { id: 'ui.address-fields.province-mb', defaultMessage: 'Manitoba' },
  NB: { id: 'ui.address-fields.province-nb', defaultMessage: 'Nouveau-Brunswick' },
  NL: { id: 'ui.address-fields.province-nl', defaultMessage: 'Terre-Neuve-et-Labrador' },
  NS: { id: 'ui.address-fields.province-ns', defaultMessage: 'Nouvelle-Écosse' },
  NT: { id: 'ui.address-fields.province-nt', defaultMessage: 'Territoires du Nord-Ouest' },
  NU: { id: 'ui.address-fields.province-nu', defaultMessage: 'Nunavut' },
  ON: { id: 'ui.address-fields.province-on', defaultMessage: 'Ontario' },
  PE: { id: 'ui.address-fields.province-pe', defaultMessage: 'Île-du-Prince-Édouard' },
  QC: { id: 'ui.address-fields.province-qc', defaultMessage: 'Québec' },
  SK: { id: 'ui.address-fields.province-sk', defaultMessage: 'Saskatchewan' },
  YT: { id: 'ui.address-fields.province-yt', defaultMessage: 'Yukon' },
});

/** The provinces and territories, named in the current language and sorted by name. */
export function provinceOptions(intl: IntlShape): SelectOption[] {
  const collator = new Intl.Collator(intl.locale);
  return PROVINCE_CODES.map((code) => ({
    value: code,
    label: intl.formatMessage(provinceMessages[code]),
  })).sort((a, b) => collator.compare(a.label, b.label));
}

export const addressSuggestionVariants = cva(
  'flex cursor-pointer items-start gap-2 rounded-md px-3 py-2 text-left',
  {
    variants: {
      active: {
        true: 'bg-primary-soft text-primary',
        false: 'text-text hover:bg-surface-sunken',
      },
    },
    defaultVariants: { active: false },
  },
);

const NO_SUGGESTIONS: readonly AddressSuggestion[] = [];

export type AddressAutocompleteProps = Omit<
  InputProps,
  'value' | 'defaultValue' | 'onValueChange' | 'onSelect' | 'role'
> & {
  value: string;
  /** The text typed (the app fetches suggestions for it). */
  onValueChange: (value: string) => void;
  suggestions?: readonly AddressSuggestion[];
  /** Called as the person types: the app searches addresses (Canada only) and passes `suggestions`. */
  onQuery?: (query: string) => void;
  /** A suggestion was chosen with Enter or the pointer. */
  onSelect?: (suggestion: AddressSuggestion) => void;
  /** The app is searching. */
  loading?: boolean;
  /** Names the list of suggestions ('Adresses suggérées'). */
  listLabel?: string;
};

/**
 * A combobox that lists the app's address suggestions: ArrowDown and ArrowUp move through them
 * (wrapping), Enter chooses, Escape closes; the number of suggestions is announced politely.
 */
export function AddressAutocomplete({
  value,
  onValueChange,
  suggestions = NO_SUGGESTIONS,
  onQuery,
  onSelect,
  loading = false,
  listLabel,
  onKeyDown,
  onBlur,
  className,
  ...props
}: AddressAutocompleteProps) {
  const intl = useIntl();
  const base = useId();
  const listId = `${base}list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [previous, setPrevious] = useState(suggestions);
  if (previous !== suggestions) {
    // New suggestions: nothing is highlighted until an arrow is pressed.
    setPrevious(suggestions);
    setActive(-1);
  }
  const expanded = open && suggestions.length > 0;
  const activeId = expanded && active >= 0 ? `${base}option-${String(active)}` : undefined;

  function choose(suggestion: AddressSuggestion) {
    setOpen(false);
    setActive(-1);
    onSelect?.(suggestion);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const direction = event.key === 'ArrowDown' ? 1 : -1;
      const next = moveActive(open ? active : -1, suggestions.length, direction);
      setOpen(true);
      setActive(next);
      document
        .getElementById(`${base}option-${String(next)}`)
        ?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      const suggestion = expanded ? suggestions[active] : undefined;
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div
      data-slot="address-autocomplete"
      data-state={expanded ? 'open' : 'closed'}
      className="relative"
    >
      <Input
        {...props}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        value={value}
        onValueChange={(text) => {
          onValueChange(text);
          setOpen(true);
          setActive(-1);
          onQuery?.(text);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          onBlur?.(event);
        }}
        className={cn('pl-10', className)}
      />
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute top-3 left-3.5 size-5 text-text-muted"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel ?? intl.formatMessage(messages.suggestions)}
        data-slot="address-suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1.5 max-h-72 overflow-y-auto rounded-lg border border-border bg-surface-raised p-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // The keyboard stays in the combobox (aria-activedescendant): options only take the pointer.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={suggestion.id}
            tabIndex={-1}
            id={`${base}option-${String(index)}`}
            role="option"
            aria-selected={index === active}
            data-slot="address-suggestion"
            data-active={index === active || undefined}
            onMouseDown={(event) => {
              // Keep the focus in the input.
              event.preventDefault();
            }}
            onClick={() => {
              choose(suggestion);
            }}
            onMouseMove={() => {
              if (index !== active) setActive(index);
            }}
            className={addressSuggestionVariants({ active: index === active })}
          >
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 opacity-70" />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold break-words">{suggestion.label}</span>
              {suggestion.description ? (
                <span className="text-sm break-words text-text-muted">
                  {suggestion.description}
                </span>
              ) : null}
            </span>
          </div>
        ))}
      </div>
      <p role="status" data-slot="address-suggestions-status" className="sr-only">
        {open && value.trim() !== ''
          ? loading && suggestions.length === 0
            ? intl.formatMessage(messages.loading)
            : intl.formatMessage(messages.suggestionCount, { count: suggestions.length })
          : ''}
      </p>
    </div>
  );
}

export interface AddressCountry {
  /** The country code sent ('ca'). */
  value: string;
  /** The country's name, in the reader's language. */
  label: string;
}

export type AddressFieldsLabels = Partial<
  Record<'address_1' | 'address_2' | 'city' | 'state' | 'country' | 'postal_code', ReactNode>
>;

export interface AddressFieldsProps {
  value?: Partial<AddressValue>;
  defaultValue?: Partial<AddressValue>;
  /** The whole address after each edit; the country defaults to 'ca'. */
  onValueChange?: (value: AddressValue) => void;
  /** Suggestions for address_1 (the app searches, restricted to Canada). */
  suggestions?: readonly AddressSuggestion[];
  /** Called with the text typed in address_1. */
  onQuery?: (query: string) => void;
  /**
   * A suggestion was chosen: its `address` parts fill address_1, city, state and postal code; a
   * suggestion without parts lets the app fetch them and pass the new `value`.
   */
  onSelect?: (suggestion: AddressSuggestion) => void;
  suggestionsLoading?: boolean;
  /** The countries offered (from the app's list); Canada alone by default. */
  countries?: readonly AddressCountry[];
  /** The server's 422 errors per field: the first message of each shows. */
  errors?: Partial<Record<AddressField, FieldErrorValue>>;
  /** Called when a field with an error is edited. */
  onErrorClear?: (field: AddressField) => void;
  disabled?: boolean;
  labels?: AddressFieldsLabels;
  className?: string;
}

/**
 * The postal address of the identity form: address_1 with the app's suggestions, address_2, city,
 * province (13 provinces and territories), country ('ca' by default) and a checked Canadian postal code.
 */
export function AddressFields({
  value,
  defaultValue,
  onValueChange,
  suggestions,
  onQuery,
  onSelect,
  suggestionsLoading,
  countries,
  errors,
  onErrorClear,
  disabled,
  labels,
  className,
}: AddressFieldsProps) {
  const intl = useIntl();
  const postalHintId = useId();
  const [inner, setInner] = useState<AddressValue>(() => withDefaults(defaultValue));
  const address = value === undefined ? inner : withDefaults(value);
  const [postalTouched, setPostalTouched] = useState(false);
  const provinces = useMemo(() => provinceOptions(intl), [intl]);
  const countryOptions = useMemo<readonly SelectOption[]>(
    () => countries ?? [{ value: DEFAULT_COUNTRY, label: intl.formatMessage(messages.canada) }],
    [countries, intl],
  );
  const inCanada = address.country === DEFAULT_COUNTRY;
  const postalInvalid =
    inCanada &&
    postalTouched &&
    address.postal_code.trim() !== '' &&
    !isValidPostalCode(address.postal_code);
  const postalHint = intl.formatMessage(messages.postalCodeInvalid);

  function update(next: AddressValue) {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  }

  function set(field: AddressField, text: string) {
    update({ ...address, [field]: text });
  }

  const label = (field: AddressField, fallback: ReactNode) => labels?.[field] ?? fallback;
  const fieldProps = (field: AddressField) => ({
    error: errors?.[field],
    onErrorClear: () => onErrorClear?.(field),
    disabled,
  });

  return (
    <div
      data-slot="address-fields"
      data-country={address.country}
      className={cn('@container min-w-0', className)}
    >
      <div className="grid min-w-0 grid-cols-1 gap-4 @md:grid-cols-2">
        <Field
          {...fieldProps('address_1')}
          label={label('address_1', intl.formatMessage(messages.address1))}
          required
          className="@md:col-span-2"
        >
          <AddressAutocomplete
            name="address_1"
            value={address.address_1}
            onValueChange={(text) => {
              set('address_1', text);
            }}
            suggestions={suggestions}
            onQuery={onQuery}
            loading={suggestionsLoading}
            onSelect={(suggestion) => {
              update(applySuggestion(address, suggestion));
              onSelect?.(suggestion);
            }}
          />
        </Field>
        <Field
          {...fieldProps('address_2')}
          label={label('address_2', intl.formatMessage(messages.address2))}
          className="@md:col-span-2"
        >
          <Input
            name="address_2"
            autoComplete="address-line2"
            value={address.address_2}
            onValueChange={(text) => {
              set('address_2', text);
            }}
          />
        </Field>
        <Field
          {...fieldProps('city')}
          label={label('city', intl.formatMessage(messages.city))}
          required
        >
          <Input
            name="city"
            autoComplete="address-level2"
            value={address.city}
            onValueChange={(text) => {
              set('city', text);
            }}
          />
        </Field>
        <Field
          {...fieldProps('state')}
          label={label('state', intl.formatMessage(inCanada ? messages.province : messages.state))}
          required
        >
          {inCanada ? (
            <Select
              name="state"
              options={provinces}
              value={address.state}
              onValueChange={(code) => {
                set('state', code);
              }}
            />
          ) : (
            <Input
              name="state"
              autoComplete="address-level1"
              value={address.state}
              onValueChange={(text) => {
                set('state', text);
              }}
            />
          )}
        </Field>
        <Field
          {...fieldProps('country')}
          label={label('country', intl.formatMessage(messages.country))}
          required
        >
          <Select
            name="country"
            options={countryOptions}
            value={address.country}
            onValueChange={(country) => {
              // A province only means something in Canada: changing country clears it.
              update({
                ...address,
                country,
                state: country === address.country ? address.state : '',
              });
            }}
          />
        </Field>
        <Field
          {...fieldProps('postal_code')}
          label={label('postal_code', intl.formatMessage(messages.postalCode))}
          required
        >
          <div data-slot="address-postal-code" className="flex flex-col gap-1.5">
            <FormattedInput
              name="postal_code"
              autoComplete="postal-code"
              autoCapitalize="characters"
              value={address.postal_code}
              error={postalInvalid ? postalHint : undefined}
              aria-describedby={joinIds(postalInvalid && postalHintId)}
              onTextChange={(text) => {
                setPostalTouched(false);
                set('postal_code', inCanada ? formatPostalCode(text) : text);
              }}
              onBlur={() => {
                setPostalTouched(true);
              }}
              className={inCanada ? 'uppercase' : undefined}
            />
            {postalInvalid ? (
              <p
                id={postalHintId}
                data-slot="address-postal-code-invalid"
                className="flex items-start gap-1.5 text-sm font-semibold text-danger"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{postalHint}</span>
              </p>
            ) : null}
          </div>
        </Field>
      </div>
    </div>
  );
}
