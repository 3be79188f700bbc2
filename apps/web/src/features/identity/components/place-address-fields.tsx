import {
  AddressFields,
  type AddressField,
  type AddressSuggestion,
  type AddressValue,
} from '@app/ui/address-fields';
import { useState } from 'react';
import { useCountries } from '../api/get-countries';
import { useSearchPlaces } from '../api/search-places';

export interface PlaceAddressFieldsProps {
  value: AddressValue;
  onValueChange: (value: AddressValue) => void;
  errors?: Partial<Record<AddressField, string>> | undefined;
  onErrorClear?: ((field: AddressField) => void) | undefined;
  disabled?: boolean | undefined;
}

/**
 * The postal address with the app's data: the countries list and the Canadian places autocomplete
 * (`GET api/content/places`). The identity step and the address settings both edit an address with it.
 */
export function PlaceAddressFields({
  value,
  onValueChange,
  errors,
  onErrorClear,
  disabled,
}: PlaceAddressFieldsProps) {
  const { data: countries } = useCountries();
  const [placeQuery, setPlaceQuery] = useState('');
  const places = useSearchPlaces(placeQuery);
  const suggestions: AddressSuggestion[] = (places.data ?? []).map((place) => ({
    id: String(place.id),
    label: place.label,
    description: place.postal_prefix,
    address: {
      address_1: value.address_1,
      city: place.city,
      state: place.state,
      country: place.country,
    },
  }));
  return (
    <AddressFields
      value={value}
      onValueChange={onValueChange}
      countries={countries?.map((country) => ({ value: country.code, label: country.name }))}
      suggestions={suggestions}
      suggestionsLoading={places.isLoading}
      onQuery={setPlaceQuery}
      errors={errors}
      onErrorClear={onErrorClear}
      disabled={disabled}
    />
  );
}
