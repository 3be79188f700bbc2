import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field';
import { KeywordTags, type KeywordTagsProps } from './keyword-tags.tsx';

const meta = {
  title: 'Inputs/KeywordTags',
  component: KeywordTags,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field label="Mots-clés">
      <KeywordTags {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-96 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeywordTags>;

export default meta;
type Story = StoryObj<typeof meta>;

const tags = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-slot="keyword-tag"]')).map(
    (tag) => tag.querySelector('[data-slot="chip-label"]')?.textContent,
  );

/** Enter adds the keyword (trimmed) and the addition is announced. */
export const AddWithEnter: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Mots-clés' });
    await expect(input).toHaveAccessibleDescription(
      'Appuyez sur Entrée pour ajouter chaque mot-clé.',
    );
    await userEvent.type(input, '  randonnée {Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['randonnée']);
    await expect(input).toHaveValue('');
    await expect(tags(canvasElement)).toEqual(['randonnée']);
    await expect(canvas.getByRole('list', { name: 'Mots-clés ajoutés' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Mot-clé « randonnée » ajouté.');
    await expect(canvasElement.querySelector('[data-slot="keyword-tags"]')).toHaveAttribute(
      'data-count',
      '1',
    );
  },
};

/** Leaving the input adds what was typed. */
export const AddOnBlur: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mots-clés' }), 'cuisine');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['cuisine']);
    await expect(tags(canvasElement)).toEqual(['cuisine']);
  },
};

/** Duplicates are ignored whatever their case or accents, and the reason is announced. */
export const DuplicatesIgnored: Story = {
  args: { defaultValue: ['Café', 'yoga'] },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Mots-clés' });
    await userEvent.type(input, 'CAFE{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('');
    await expect(tags(canvasElement)).toEqual(['Café', 'yoga']);
    await expect(canvas.getByRole('status')).toHaveTextContent('« Café » est déjà dans la liste.');
  },
};

/** Backspace in the empty input removes the last keyword; each cross removes its own. */
export const Remove: Story = {
  args: { defaultValue: ['voyage', 'musique', 'lecture'] },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Mots-clés' });
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['voyage', 'musique']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Mot-clé « lecture » retiré.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer voyage' }));
    await expect(tags(canvasElement)).toEqual(['musique']);
    await expect(input).toHaveFocus();
    // Backspace while text is typed edits the text only.
    await userEvent.type(input, 'ab{Backspace}');
    await expect(input).toHaveValue('a');
    await expect(tags(canvasElement)).toEqual(['musique']);
  },
};

/** At 5 keywords adding stops: the input is read-only and the message says why. */
export const MaximumReached: Story = {
  args: { defaultValue: ['voyage', 'musique', 'lecture', 'cuisine'] },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Mots-clés' });
    await expect(canvas.getByText('4/5')).toBeVisible();
    await userEvent.type(input, 'vélo{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      'voyage',
      'musique',
      'lecture',
      'cuisine',
      'vélo',
    ]);
    await expect(canvasElement.querySelector('[data-slot="keyword-tags"]')).toHaveAttribute(
      'data-at-max',
      'true',
    );
    await expect(input).toHaveAttribute('readonly');
    const message =
      'Vous avez atteint le maximum de 5 mots-clés. Retirez-en un pour en ajouter un autre.';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(message);
    await userEvent.type(input, 'danse{Enter}');
    await expect(input).toHaveValue('');
    await expect(tags(canvasElement)).toHaveLength(5);
    // Backspace still removes the last one, which opens adding again.
    await userEvent.keyboard('{Backspace}');
    await expect(input).not.toHaveAttribute('readonly');
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
  },
};

/**
 * A comma ends a keyword as Enter does: the search joins the keywords with commas, so none may hold
 * one. A pasted list becomes its keywords; the text after the last comma stays to be finished.
 */
export const CommaSplits: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Mots-clés' });
    await userEvent.type(input, 'yoga,');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['yoga']);
    await expect(input).toHaveValue('');
    await userEvent.click(input);
    await userEvent.paste('cuisine, plein air,YOGA,vélo');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['yoga', 'cuisine', 'plein air']);
    await expect(tags(canvasElement)).toEqual(['yoga', 'cuisine', 'plein air']);
    await expect(input).toHaveValue('vélo');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Mot-clé « cuisine » ajouté. Mot-clé « plein air » ajouté. « yoga » est déjà dans la liste.',
    );
  },
};

/**
 * The search takes at most 100 characters of keywords, joined with commas: a keyword that would pass
 * it is refused, says why (shown and announced) and stays in the input to be shortened.
 */
export const TooLongRefused: Story = {
  args: {
    defaultValue: [
      'développement personnel et spiritualité',
      'randonnée en montagne l’été',
      'gastronomie québécoise',
    ],
  },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Mots-clés' });
    await userEvent.type(input, 'ski de fond{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('ski de fond');
    const message =
      '« ski de fond » n’a pas été ajouté : les mots-clés ne peuvent pas dépasser 100 caractères en tout. Raccourcissez-le ou retirez un mot-clé.';
    const shown = () => canvasElement.querySelector('[data-slot="keyword-tags-too-long"]');
    await expect(shown()).toHaveTextContent(message);
    await expect(shown()).toBeVisible();
    await expect(input).toHaveAccessibleDescription(message);
    await expect(canvas.getByRole('status')).toHaveTextContent(message);
    await expect(tags(canvasElement)).toHaveLength(3);
    // Editing the text takes the message away.
    await userEvent.clear(input);
    await expect(shown()).toBeNull();
    await userEvent.type(input, 'ski{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      'développement personnel et spiritualité',
      'randonnée en montagne l’été',
      'gastronomie québécoise',
      'ski',
    ]);
    // Refused again the same way when left; the keyword list stays as the search accepts it.
    await userEvent.type(input, 'de fond');
    await userEvent.tab();
    await expect(input).toHaveValue('de fond');
    await expect(canvasElement.querySelector('[data-slot="keyword-tags"]')).toHaveAttribute(
      'data-count',
      '4',
    );
  },
};

function InForm(args: KeywordTagsProps) {
  const [sent, setSent] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
      }}
    >
      <Field label="Mots-clés">
        <KeywordTags {...args} />
      </Field>
      <output>{sent ? 'Formulaire envoyé' : ''}</output>
    </form>
  );
}

/** Enter adds the keyword instead of sending the surrounding form. */
export const InsideAForm: Story = {
  render: (args) => <InForm {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mots-clés' }), 'jardinage{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['jardinage']);
    await expect(canvas.queryByText('Formulaire envoyé')).not.toBeInTheDocument();
  },
};

/** Keyboard: the focus ring shows on the box; Tab reaches each cross. */
export const Keyboard: Story = {
  args: { defaultValue: ['voyage'] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const cross = canvas.getByRole('button', { name: 'Retirer voyage' });
    await expect(cross).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Mots-clés' })).toHaveFocus();
    const box = canvasElement.querySelector('[data-slot="keyword-tags-box"]');
    if (!(box instanceof HTMLElement)) throw new Error('box not found');
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Retirer voyage' })).toBeNull(),
    );
  },
};

function ServerError(args: KeywordTagsProps) {
  const [error, setError] = useState<string[] | undefined>(['Un mot-clé est trop long.']);
  return (
    <Field
      label="Mots-clés"
      error={error}
      onErrorClear={() => {
        setError(undefined);
      }}
    >
      <KeywordTags {...args} />
    </Field>
  );
}

/** A server 422 marks the keywords invalid until they change. */
export const ServerErrorClearedOnEdit: Story = {
  args: { defaultValue: ['voyage'] },
  render: (args) => <ServerError {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mots-clés' });
    await expect(input).toBeInvalid();
    await userEvent.type(input, 'vélo{Enter}');
    await waitFor(() => expect(input).not.toBeInvalid());
    await expect(canvas.queryByText('Un mot-clé est trop long.')).not.toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  args: { defaultValue: ['hiking', 'music', 'books', 'cooking', 'travel'] },
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="Keywords">
      <KeywordTags {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('You have reached the maximum of 5 keywords. Remove one to add another.'),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Added keywords' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove hiking' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Keyword “hiking” removed.');
  },
};

/** Long French keywords wrap inside a narrow box. */
export const LongFrenchText: Story = {
  args: {
    defaultValue: ['développement personnel', 'randonnée en montagne', 'gastronomie québécoise'],
  },
  render: (args) => (
    <Field
      label="Mots-clés à rechercher dans les profils des membres"
      description="Par exemple une passion, un métier ou une région que vous aimez."
    >
      <KeywordTags {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Mots-clés ajoutés' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['voyage'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mots-clés' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Retirer voyage' })).toBeDisabled();
  },
};
