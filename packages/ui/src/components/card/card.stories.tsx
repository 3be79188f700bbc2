import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  argTypes: {
    variant: { control: 'select', options: ['default', 'interactive'] },
    padding: { control: 'select', options: ['none', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header (title, description), content and footer. */
export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Forfait 6 mois</CardTitle>
        <CardDescription>Le plus populaire</CardDescription>
      </CardHeader>
      <CardContent>
        Un cours bonus d’une valeur de 494 $ est inclus avec le forfait de 6 mois.
      </CardContent>
      <CardFooter>
        <Button size="sm">Choisir</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3, name: 'Forfait 6 mois' });
    const card = title.closest('[data-slot="card"]');
    await expect(card).toHaveAttribute('data-variant', 'default');
    await expect(card).toHaveAttribute('data-padding', 'md');
    await expect(canvas.getByRole('button', { name: 'Choisir' })).toBeInTheDocument();
  },
};

/** The whole card is a link: one tab stop, a hover lift and the focus ring. */
export const Interactive: Story = {
  args: { onClick: fn() },
  render: (args) => (
    <Card
      variant="interactive"
      asChild
      onClick={(event) => {
        // Stay on the story: the app's router link would navigate.
        event.preventDefault();
        args.onClick?.(event);
      }}
    >
      <a href="#article">
        <CardHeader>
          <CardTitle>Cultiver la confiance en soi</CardTitle>
          <CardDescription>Article · 6 minutes de lecture</CardDescription>
        </CardHeader>
        <CardContent>
          Trois exercices simples pour aborder une première rencontre sereinement.
        </CardContent>
      </a>
    </Card>
  ),
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /Cultiver la confiance en soi/ });
    await expect(link).toHaveAttribute('data-slot', 'card');
    await expect(link).toHaveAttribute('data-variant', 'interactive');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A title at another heading level. */
export const HeadingLevel: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Mes paiements</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>Aucun paiement pour le moment.</CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mes paiements' })).toHaveAttribute(
      'data-slot',
      'card-title',
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <Card padding="lg">
      <CardHeader>
        <CardTitle>6-month package</CardTitle>
        <CardDescription>Most popular</CardDescription>
      </CardHeader>
      <CardContent>A bonus course worth $494 comes with the 6-month package.</CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: '6-month package' });
    await expect(title.closest('[data-slot="card"]')).toHaveAttribute('data-padding', 'lg');
  },
};

export const LongFrenchText: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>
          Importance accordée au développement personnel dans une relation amoureuse
        </CardTitle>
        <CardDescription>
          Découvrez comment vos valeurs et vos traits de personnalité influencent vos rencontres.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button size="sm" variant="outline">
          En savoir davantage sur l’épanouissement personnel
        </Button>
      </CardFooter>
    </Card>
  ),
};
