import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DailyQuoteForm,
  type DailyQuoteErrors,
  type DailyQuoteFormProps,
} from './daily-quote-form.tsx';
import { routerLinkFor } from '../../stories/router-link.tsx';

const onNavigate = fn();

/** Stands in for the app's router link. */
const RouterLink = routerLinkFor(onNavigate);

const meta = {
  title: 'Content/DailyQuoteForm',
  component: DailyQuoteForm,
  parameters: { layout: 'padded' },
  args: {
    visibility: 'public',
    onSubmit: fn(),
    onErrorClear: fn(),
    renderVisibilityLink: (props) => <RouterLink to="/member/settings/visibility" {...props} />,
  },
} satisfies Meta<typeof DailyQuoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quote = 'Le bonheur n’est pas une destination, c’est une façon de voyager.';

function submitOf(root: HTMLElement): HTMLElement {
  return within(root).getByRole('button', { name: /^Proposer ma citation/ });
}

/**
 * An empty form: submit is disabled; the text has its 0 / 200 counter; the language starts at the app's;
 * a known author is the default, so the author field shows.
 */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(submitOf(canvasElement)).toBeDisabled();
    const text = canvas.getByRole('textbox', { name: 'Votre citation' });
    await expect(text).toBeRequired();
    await expect(text).toHaveAttribute('maxlength', '200');
    await expect(canvas.getByText('0 / 200')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Français' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Une personne connue' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Nom de l’auteur' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="status-banner"]')).toBeNull();
  },
};

/** Text, author and consent: submit sends the payload of POST member/daily-quotes. */
export const FillAndSubmit: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Votre citation' }), quote);
    await expect(canvas.getByText('65 / 200')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Nom de l’auteur' }),
      'Margaret Lee Runbeck',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Anglais' }));
    await expect(submitOf(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /J’accepte/ }));
    await expect(submitOf(canvasElement)).toBeEnabled();
    await userEvent.click(submitOf(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      text: quote,
      locale: 'en',
      author: 'Margaret Lee Runbeck',
      author_type: 'known',
      accept: true,
    });
  },
};

/** Spec rule: the author field shows only when the author is known; others send no author. */
export const AuthorOnlyWhenKnown: Story = {
  args: { defaultValues: { text: quote, author: 'Sénèque', accept: true } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nom de l’auteur' })).toHaveValue('Sénèque');
    await userEvent.click(canvas.getByRole('radio', { name: 'Auteur inconnu' }));
    await expect(canvas.queryByRole('textbox', { name: 'Nom de l’auteur' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Moi-même' }));
    await expect(canvas.queryByRole('textbox', { name: 'Nom de l’auteur' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Moi-même' })).toHaveAccessibleDescription(
      'Votre prénom sera affiché, avec un lien vers votre profil.',
    );
    await userEvent.click(submitOf(canvasElement));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      text: quote,
      locale: 'fr',
      author: null,
      author_type: 'member',
      accept: true,
    });
    await userEvent.click(canvas.getByRole('radio', { name: 'Une personne connue' }));
    await expect(canvas.getByRole('textbox', { name: 'Nom de l’auteur' })).toBeVisible();
  },
};

/** Spec rule: submit needs the consent and some text (spaces only do not count). */
export const ConsentAndTextRequired: Story = {
  args: { defaultValues: { text: quote, author_type: 'unknown' } },
  play: async ({ args, canvas, canvasElement }) => {
    const accept = canvas.getByRole('checkbox', { name: /J’accepte/ });
    await expect(accept).toBeRequired();
    await expect(submitOf(canvasElement)).toBeDisabled();
    await userEvent.click(accept);
    await expect(submitOf(canvasElement)).toBeEnabled();
    const text = canvas.getByRole('textbox', { name: 'Votre citation' });
    await userEvent.clear(text);
    await userEvent.type(text, '   ');
    await expect(submitOf(canvasElement)).toBeDisabled();
    await userEvent.click(submitOf(canvasElement), { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec limit: 200 characters; more is refused and the counter turns to its full state. */
export const MaxLength: Story = {
  play: async ({ canvas, canvasElement }) => {
    const text = canvas.getByRole('textbox', { name: 'Votre citation' });
    await userEvent.click(text);
    await userEvent.paste('a'.repeat(205));
    await expect(text).toHaveValue('a'.repeat(200));
    await expect(canvas.getByText('200 / 200')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="text-length-counter"]')).toHaveAttribute(
      'data-state',
      'full',
    );
  },
};

/**
 * Spec rule: only a public profile may post. A private profile sees a warning with a link to the visibility
 * settings; the button stays dimmed but focusable and explains why in a tooltip; nothing is sent.
 */
export const PrivateProfile: Story = {
  args: {
    visibility: 'private',
    defaultValues: { text: quote, author_type: 'unknown', accept: true },
  },
  play: async ({ args, canvas, canvasElement }) => {
    onNavigate.mockClear();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Votre profil est privé. Seuls les membres dont le profil est public peuvent proposer une citation.',
    );
    const link = canvas.getByRole('link', { name: 'Modifier la visibilité de mon profil' });
    await expect(link).toHaveAttribute('href', '/member/settings/visibility');
    // The tooltip's code loads for a private profile only (the same button shows meanwhile): its
    // trigger is the button once Radix gives it a state.
    await waitFor(() => expect(submitOf(canvasElement)).toHaveAttribute('data-state', 'closed'));
    const submit = submitOf(canvasElement);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription(
      'Rendez votre profil public pour proposer une citation.',
    );
    submit.focus();
    await expect(submit).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      'Rendez votre profil public pour proposer une citation.',
    );
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/member/settings/visibility');
  },
};

/** While the quote is sent: the button is busy and a second submit sends nothing. */
export const Submitting: Story = {
  args: {
    submitting: true,
    defaultValues: { text: quote, author_type: 'unknown', accept: true },
  },
  play: async ({ args, canvas, canvasElement }) => {
    const submit = submitOf(canvasElement);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi de votre citation…');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Like the app: the server's errors, dropped field by field when edited. */
function WithServerErrors(props: DailyQuoteFormProps) {
  const [errors, setErrors] = useState<DailyQuoteErrors>(props.errors ?? {});
  return (
    <DailyQuoteForm
      {...props}
      errors={errors}
      onErrorClear={(field) => {
        props.onErrorClear?.(field);
        setErrors((current) => ({ ...current, [field]: undefined }));
      }}
    />
  );
}

/** Server 422 errors show under their fields (first message only) and clear when the field is edited. */
export const ServerErrors: Story = {
  args: {
    defaultValues: { text: quote, accept: true },
    errors: {
      text: ['Cette citation a déjà été proposée.', 'Deuxième message jamais affiché.'],
      author: ['Le nom de l’auteur est requis pour une personne connue.'],
    },
  },
  render: (args) => <WithServerErrors {...args} />,
  play: async ({ args, canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Votre citation' });
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription(/Cette citation a déjà été proposée\./);
    await expect(canvas.queryByText('Deuxième message jamais affiché.')).toBeNull();
    const author = canvas.getByRole('textbox', { name: 'Nom de l’auteur' });
    await expect(author).toHaveAccessibleDescription(
      'Le nom de l’auteur est requis pour une personne connue.',
    );
    await userEvent.type(author, 'Sénèque');
    await expect(args.onErrorClear).toHaveBeenCalledWith('author');
    await expect(
      canvas.queryByText('Le nom de l’auteur est requis pour une personne connue.'),
    ).toBeNull();
    await expect(canvas.getByText('Cette citation a déjà été proposée.')).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { visibility: 'private' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Your quote' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit my quote' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Change my profile visibility' })).toBeVisible();
  },
};
