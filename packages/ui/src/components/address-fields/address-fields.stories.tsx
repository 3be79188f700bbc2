import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AddressFields,
  type AddressFieldsProps,
  type AddressSuggestion,
  type AddressValue,
} from './address-fields.tsx';

/** What a maps search restricted to Canada could answer. */
const ADDRESSES: AddressSuggestion[] = [
  {
    id: 'st-denis',
    label: '1234 Rue Saint-Denis',
    description: 'Montréal, QC H2X 3K7',
    address: {
      address_1: '1234 Rue Saint-Denis',
      city: 'Montréal',
      state: 'QC',
      postal_code: 'H2X3K7',
    },
  },
  {
    id: 'st-jean',
    label: '45 Rue Saint-Jean',
    description: 'Québec, QC G1R 1N7',
    address: {
      address_1: '45 Rue Saint-Jean',
      city: 'Québec',
      state: 'QC',
      postal_code: 'G1R 1N7',
    },
  },
  {
    id: 'queen',
    label: '200 Queen Street West',
    description: 'Toronto, ON M5V 3X5',
    address: {
      address_1: '200 Queen Street West',
      city: 'Toronto',
      state: 'ON',
      postal_code: 'M5V 3X5',
    },
  },
];

function search(query: string): AddressSuggestion[] {
  const words = query.toLowerCase().trim();
  if (words.length < 2) return [];
  return ADDRESSES.filter((address) =>
    `${address.label} ${address.description ?? ''}`.toLowerCase().includes(words),
  );
}

function WithSearch(args: AddressFieldsProps) {
  const [address, setAddress] = useState<Partial<AddressValue>>(args.defaultValue ?? {});
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  return (
    <AddressFields
      {...args}
      value={address}
      onValueChange={(next) => {
        setAddress(next);
        args.onValueChange?.(next);
      }}
      suggestions={suggestions}
      onQuery={(query) => {
        setSuggestions(search(query));
        args.onQuery?.(query);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/AddressFields',
  component: AddressFields,
  args: { onValueChange: fn(), onQuery: fn(), onSelect: fn() },
  render: (args) => <WithSearch {...args} />,
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field, required ones marked; the country starts as Canada. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Adresse' })).toBeRequired();
    for (const name of ['Ville', 'Code postal']) {
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    }
    await expect(
      canvas.getByRole('textbox', { name: 'Appartement, bureau, etc.' }),
    ).not.toBeRequired();
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveDisplayValue('Canada');
    const province = canvas.getByRole('combobox', { name: 'Province ou territoire' });
    await expect(province).toHaveAttribute('data-placeholder');
    await expect(province).toHaveDisplayValue('Choisir…');
  },
};

/** The 13 provinces and territories, in French alphabetical order, after the placeholder. */
export const Provinces: Story = {
  play: async ({ args, canvas }) => {
    const province = canvas.getByRole('combobox', { name: 'Province ou territoire' });
    const [placeholder, ...options] = within(province).getAllByRole('option');
    await expect(placeholder).toHaveTextContent('Choisir…');
    await expect(placeholder).toBeDisabled();
    await expect(options).toHaveLength(13);
    await expect(options[0]).toHaveTextContent('Alberta');
    await expect(options.at(-1)).toHaveTextContent('Yukon');
    await userEvent.selectOptions(province, 'Québec');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ state: 'QC', country: 'ca' }),
    );
    await expect(province).toHaveDisplayValue('Québec');
    await expect(province).not.toHaveAttribute('data-placeholder');
  },
};

/** Arrows move through the suggestions (wrapping), Enter fills city, province and postal code. */
export const AutocompleteWithKeyboard: Story = {
  args: { defaultValue: { address_2: 'App. 4' } },
  play: async ({ args, canvas }) => {
    const address = canvas.getByRole('combobox', { name: 'Adresse' });
    await expect(address).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(address, 'rue');
    await expect(args.onQuery).toHaveBeenLastCalledWith('rue');
    await expect(address).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Adresses suggérées' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await expect(canvas.getByText(/2 adresses suggérées/)).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}');
    const first = within(listbox).getByRole('option', { name: /1234 Rue Saint-Denis/ });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(address).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    const second = within(listbox).getByRole('option', { name: /45 Rue Saint-Jean/ });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');

    await expect(args.onSelect).toHaveBeenCalledWith(ADDRESSES[0]);
    await expect(address).toHaveAttribute('aria-expanded', 'false');
    await expect(address).toHaveValue('1234 Rue Saint-Denis');
    await expect(canvas.getByRole('textbox', { name: 'Ville' })).toHaveValue('Montréal');
    await expect(
      canvas.getByRole('combobox', { name: 'Province ou territoire' }),
    ).toHaveDisplayValue('Québec');
    await expect(canvas.getByRole('textbox', { name: 'Code postal' })).toHaveValue('H2X 3K7');
    await expect(canvas.getByRole('textbox', { name: 'Appartement, bureau, etc.' })).toHaveValue(
      'App. 4',
    );
  },
};

/** Escape closes the list and keeps the text; Tab leaves without choosing. */
export const AutocompleteEscape: Story = {
  play: async ({ args, canvas }) => {
    const address = canvas.getByRole('combobox', { name: 'Adresse' });
    await userEvent.type(address, 'queen');
    await expect(address).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(address).toHaveAttribute('aria-expanded', 'false');
    await expect(address).not.toHaveAttribute('aria-activedescendant');
    await expect(address).toHaveValue('queen');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(address).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A suggestion can be chosen with the pointer. */
export const AutocompleteWithPointer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Adresse' }), 'toronto');
    await userEvent.click(canvas.getByRole('option', { name: /200 Queen Street West/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(ADDRESSES[2]);
    await expect(canvas.getByRole('textbox', { name: 'Ville' })).toHaveValue('Toronto');
    await expect(
      canvas.getByRole('combobox', { name: 'Province ou territoire' }),
    ).toHaveDisplayValue('Ontario');
  },
};

function DetailsFetchedOnSelect(args: AddressFieldsProps) {
  const [address, setAddress] = useState<Partial<AddressValue>>({});
  return (
    <AddressFields
      {...args}
      value={address}
      onValueChange={setAddress}
      suggestions={[{ id: 'place-42', label: '700 Rue Wellington', description: 'Ottawa, ON' }]}
      onSelect={(suggestion) => {
        args.onSelect?.(suggestion);
        // The app fetches the place's details, then passes the whole address.
        setTimeout(() => {
          setAddress({
            address_1: '700 Rue Wellington',
            city: 'Ottawa',
            state: 'ON',
            country: 'ca',
            postal_code: 'K1A 0A6',
          });
        }, 50);
      }}
    />
  );
}

/** A suggestion without parts: the app fetches them on `onSelect` and fills the fields. */
export const AutocompleteDetailsFromApp: Story = {
  render: (args) => <DetailsFetchedOnSelect {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Adresse' }), '700');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'place-42' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Ville' })).toHaveValue('Ottawa'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Code postal' })).toHaveValue('K1A 0A6');
  },
};

/** No match: the list stays closed and 'no address found' is announced. */
export const NoSuggestions: Story = {
  play: async ({ canvas }) => {
    const address = canvas.getByRole('combobox', { name: 'Adresse' });
    await userEvent.type(address, 'zzz');
    await expect(address).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Aucune adresse trouvée.')).toBeInTheDocument();
  },
};

/** The postal code is tidied as typed and checked against the Canadian format once left. */
export const PostalCode: Story = {
  play: async ({ canvas }) => {
    const postal = canvas.getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(postal, 'h2x3k');
    await expect(postal).toHaveValue('H2X 3K');
    await userEvent.tab();
    await expect(postal).toBeInvalid();
    await expect(postal).toHaveAccessibleDescription(
      'Entrez un code postal canadien valide, par exemple H2X 3K7.',
    );
    await userEvent.type(postal, '7Z');
    await expect(postal).toHaveValue('H2X 3K7');
    await userEvent.tab();
    await expect(postal).not.toBeInvalid();
  },
};

/** Outside Canada the province becomes free text and the postal code is not checked. */
export const OtherCountry: Story = {
  args: {
    countries: [
      { value: 'ca', label: 'Canada' },
      { value: 'fr', label: 'France' },
    ],
    defaultValue: { state: 'QC' },
  },
  play: async ({ args, canvas }) => {
    const country = canvas.getByRole('combobox', { name: 'Pays' });
    await expect(country).toHaveDisplayValue('Canada');
    await userEvent.selectOptions(country, 'France');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ country: 'fr', state: '' }),
    );
    await expect(country).toHaveDisplayValue('France');
    await expect(
      canvas.queryByRole('combobox', { name: 'Province ou territoire' }),
    ).not.toBeInTheDocument();
    const state = canvas.getByRole('textbox', { name: 'État ou région' });
    await userEvent.type(state, 'Île-de-France');
    const postal = canvas.getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(postal, '75001');
    await userEvent.tab();
    await expect(postal).toHaveValue('75001');
    await expect(postal).not.toBeInvalid();
  },
};

function ServerErrors(args: AddressFieldsProps) {
  const [errors, setErrors] = useState<AddressFieldsProps['errors']>({
    city: ['La ville est obligatoire.', 'La ville est trop courte.'],
    postal_code: ['Le code postal ne correspond pas à la province.'],
  });
  return (
    <AddressFields
      {...args}
      defaultValue={{ address_1: '1 Rue Principale', state: 'QC', postal_code: 'M5V 3X5' }}
      errors={errors}
      onErrorClear={(field) => {
        setErrors((current) => ({ ...current, [field]: undefined }));
        args.onErrorClear?.(field);
      }}
    />
  );
}

/** Server 422 errors show per field (first message only) and clear when that field is edited. */
export const ServerErrorsClearedOnEdit: Story = {
  args: { onErrorClear: fn() },
  render: (args) => <ServerErrors {...args} />,
  play: async ({ args, canvas }) => {
    const city = canvas.getByRole('textbox', { name: 'Ville' });
    await expect(city).toBeInvalid();
    await expect(city).toHaveAccessibleDescription('La ville est obligatoire.');
    await expect(canvas.queryByText('La ville est trop courte.')).not.toBeInTheDocument();
    await userEvent.type(city, 'Laval');
    await expect(args.onErrorClear).toHaveBeenCalledWith('city');
    await waitFor(() => expect(city).not.toBeInvalid());
    await expect(canvas.getByText('Le code postal ne correspond pas à la province.')).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Address' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Apartment, suite, etc.' })).toBeVisible();
    const province = canvas.getByRole('combobox', { name: 'Province or territory' });
    await expect(province).toBeVisible();
    const address = canvas.getByRole('combobox', { name: 'Address' });
    await userEvent.type(address, 'rue');
    await expect(canvas.getByText(/2 suggested addresses/)).toBeInTheDocument();
    // Tab leaves the suggestions (closed) for the next fields, down to the province.
    await userEvent.tab();
    await expect(address).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.tab();
    await expect(province).toHaveFocus();
    await expect(getComputedStyle(province).outlineStyle).toBe('solid');
    await expect(province).toHaveDisplayValue('Choose…');
    const [placeholder, ...options] = within(province).getAllByRole('option');
    await expect(placeholder).toBeDisabled();
    await expect(options[1]).toHaveTextContent('British Columbia');
  },
};

/** Long French address in a narrow column. */
export const LongFrenchText: Story = {
  args: {
    defaultValue: {
      address_1: '12345 Boulevard de la Rivière-des-Prairies-et-de-l’Île-Bizard',
      address_2: 'Appartement 1204, entrée par la porte arrière',
      city: 'Saint-Jean-sur-Richelieu',
      state: 'PE',
      postal_code: 'C1A 4P3',
    },
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Province ou territoire' }),
    ).toHaveDisplayValue('Île-du-Prince-Édouard');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { address_1: '1 Rue Principale', state: 'QC' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Adresse' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Ville' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Province ou territoire' })).toBeDisabled();
  },
};
