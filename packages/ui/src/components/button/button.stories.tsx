import { Heart } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonVariants, type ButtonProps } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Envoyer une fleur', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'accent', 'secondary', 'outline', 'ghost', 'danger', 'link'],
    },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Envoyer une fleur' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-variant', 'primary');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {(['primary', 'accent', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const).map(
        (variant) => (
          <Button key={variant} {...args} variant={variant}>
            {variant}
          </Button>
        ),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'danger' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Petit
      </Button>
      <Button {...args} size="md">
        Moyen
      </Button>
      <Button {...args} size="lg">
        Grand
      </Button>
      <Button {...args} size="icon" aria-label="Ajouter aux favoris">
        <Heart />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute(
      'data-size',
      'icon',
    );
  },
};

/**
 * While loading the button is blocked and 'Chargement…' is announced through a live region; it stays
 * focusable (`aria-disabled`), so the keyboard's place is kept.
 */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Envoyer une fleur/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function SubmitForm(props: ButtonProps) {
  const [sent, setSent] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent((count) => count + 1);
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <label className="flex flex-col gap-1">
        Message
        <input className="rounded-md border border-border-strong px-3 py-2" />
      </label>
      <Button {...props} type="submit" loading={sent > 0}>
        Envoyer
      </Button>
      <output>Envois : {sent}</output>
    </form>
  );
}

/**
 * A form's submit button that turns busy when pressed keeps the focus, and neither a second press nor
 * Enter in a field sends the form again while it is busy.
 */
export const LoadingKeepsFocusInAForm: Story = {
  render: (args) => <SubmitForm onClick={args.onClick} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Envoyer/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Envois : 1')).toBeVisible();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Envois : 1')).toBeVisible();
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Back on the button, whose focus ring shows while it is busy (and no caret blinks in the shot).
    button.focus();
  },
};

export const LoadingInEnglish: Story = {
  args: { loading: true, children: 'Send a flower' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A link that looks like a button keeps link semantics. */
export const AsLink: Story = {
  render: () => (
    <Button asChild variant="outline">
      <a href="#search">Rechercher des membres</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Rechercher des membres' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).toHaveAttribute('data-variant', 'outline');
  },
};

/** The variants are exported for elements that cannot be a Button (a router link, a label). */
export const VariantsForOtherElements: Story = {
  render: () => (
    <a className={buttonVariants({ variant: 'accent', size: 'sm' })} href="#blossom">
      Épanouissement personnel
    </a>
  ),
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

/** French runs longer than English: the label stays on one line and the button grows. */
export const LongFrenchLabel: Story = {
  args: { children: 'Déplacer dans la boîte de réception prioritaire' },
};
