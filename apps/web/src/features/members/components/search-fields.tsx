import { AddressAutocomplete, type AddressSuggestion } from '@app/ui/address-fields';
import type { KeywordsFieldProps, LocationFieldProps } from '@app/ui/filter-panel';
import { KeywordTags } from '@app/ui/keyword-tags';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useQuery } from '../../../lib/data';

const messages = defineMessages({
  location: { id: 'search.filters.location', defaultMessage: 'Rechercher autour de' },
  keywords: { id: 'search.filters.keywords', defaultMessage: 'Mots-clés' },
});

/** The search location: a Canadian place from the autocomplete (`GET api/content/places`). */
export function SearchLocationField({ value, onChange, disabled }: LocationFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(value?.label ?? '');
  const query = text.trim();
  const places = useQuery(
    '/api/content/places',
    query.length >= 2 && query !== value?.label
      ? { params: { query: { search: query, limit: 6 } } }
      : null,
    { keepPreviousData: true },
  );
  const found = places.data?.data ?? [];
  const suggestions: AddressSuggestion[] = found.map((place) => ({
    id: String(place.id),
    label: place.label,
  }));
  return (
    <AddressAutocomplete
      aria-label={intl.formatMessage(messages.location)}
      value={text}
      disabled={disabled}
      onValueChange={(next) => {
        setText(next);
        if (next.trim() === '') onChange(null);
      }}
      suggestions={suggestions}
      loading={places.isLoading}
      onSelect={(suggestion) => {
        const place = found.find((item) => String(item.id) === suggestion.id);
        if (!place) return;
        setText(place.label);
        onChange({ label: place.label, latitude: place.latitude, longitude: place.longitude });
      }}
    />
  );
}

/** The keyword tags: at most 5, duplicates ignored, Enter or blur adds, backspace or the cross removes. */
export function SearchKeywordsField({ value, onChange, max }: KeywordsFieldProps) {
  const intl = useIntl();
  return (
    <KeywordTags
      aria-label={intl.formatMessage(messages.keywords)}
      value={value}
      onValueChange={onChange}
      max={max}
    />
  );
}
