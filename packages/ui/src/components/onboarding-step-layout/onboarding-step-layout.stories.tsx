import { ONBOARDING_STEPS } from '@app/openapi/onboarding';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { RadioGroup } from '../radio-group';
import { OnboardingStepLayout } from './onboarding-step-layout.tsx';

/** The spec's wizard, in order (29 steps when every question exists on the server). */
const steps = ONBOARDING_STEPS;

const genders = [
  { value: 'female', label: 'Une femme' },
  { value: 'male', label: 'Un homme' },
  { value: 'non_binary', label: 'Une personne non binaire' },
];

const meta = {
  title: 'Onboarding/OnboardingStepLayout',
  component: OnboardingStepLayout,
  parameters: { layout: 'padded' },
  args: {
    stepIndex: 0,
    stepCount: steps.length,
    title: 'Vous êtes…',
    subtitle: 'Cette information nous aide à vous présenter les bonnes personnes.',
    onPrevious: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof OnboardingStepLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spoken value, with French's narrow no-break space before % made a plain space. */
function valueText(bar: HTMLElement) {
  return bar.getAttribute('aria-valuetext')?.replace(/\s/g, ' ');
}

/**
 * The first step (gender): no 'Précédent', the bar filled to 0.5/29, 'Étape 1 sur 29' visible and naming
 * the bar; Next is disabled while no gender is chosen (spec 01, section 5).
 */
export const FirstStep: Story = {
  render: function GenderStep(args) {
    const [gender, setGender] = useState('');
    return (
      <OnboardingStepLayout {...args} nextDisabled={gender === ''}>
        <RadioGroup
          aria-label="Genre"
          variant="cards"
          options={genders}
          value={gender}
          onValueChange={setGender}
        />
      </OnboardingStepLayout>
    );
  },
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Vous êtes…' });
    await expect(form).toHaveAccessibleDescription(
      'Étape 1 sur 29 Cette information nous aide à vous présenter les bonnes personnes.',
    );
    await expect(form).toHaveAttribute('data-first');
    await expect(form).toHaveAttribute('data-step', '1');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vous êtes…' })).toBeVisible();
    await expect(canvas.getByText('Étape 1 sur 29')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Étape 1 sur 29' });
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo((100 * 0.5) / 29, 6);
    await expect(valueText(bar)).toBe('2 %');
    await expect(canvas.queryByRole('button', { name: 'Précédent' })).not.toBeInTheDocument();

    const next = canvas.getByRole('button', { name: 'Suivant' });
    await expect(next).toBeDisabled();
    await expect(form).toHaveAttribute('data-state', 'invalid');
    // Even a submit that bypasses the disabled button does not move on.
    if (form instanceof HTMLFormElement) form.requestSubmit();
    await expect(args.onNext).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: 'Une femme' }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** A middle step: 'Précédent' goes back one step; the bar is at (index + 0.5) / steps. */
export const MiddleStep: Story = {
  args: { stepIndex: 4, title: 'Quelle est votre taille ?', subtitle: undefined },
  render: (args) => (
    <OnboardingStepLayout {...args}>
      <Field label="Taille (cm)">
        <Input type="number" defaultValue="170" />
      </Field>
    </OnboardingStepLayout>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Étape 5 sur 29')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Étape 5 sur 29' });
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo((100 * 4.5) / 29, 6);
    await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** Enter in a field submits the step like 'Suivant' (the step is a form); Enter does nothing while Next is disabled. */
export const EnterSubmits: Story = {
  args: {
    stepIndex: 20,
    title: 'Présentez-vous',
    subtitle: 'Un titre de 5 à 100 caractères.',
  },
  render: function IntroductionStep(args) {
    const [title, setTitle] = useState('');
    return (
      <OnboardingStepLayout {...args} nextDisabled={title.trim().length < 5}>
        <Field label="Titre du profil">
          <Input value={title} onValueChange={setTitle} maxLength={100} />
        </Field>
      </OnboardingStepLayout>
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Présentez-vous' })).toHaveAccessibleDescription(
      'Étape 21 sur 29 Un titre de 5 à 100 caractères.',
    );
    const field = canvas.getByRole('textbox', { name: 'Titre du profil' });
    await userEvent.type(field, 'Moi{Enter}');
    await expect(args.onNext).not.toHaveBeenCalled();
    await userEvent.type(field, ', curieuse de tout{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** While the app saves the step, 'Suivant' shows a spinner, announces the loading and cannot submit again. */
export const Loading: Story = {
  args: { stepIndex: 1, title: 'Vous êtes attirée par…', nextLoading: true, subtitle: undefined },
  render: (args) => (
    <OnboardingStepLayout {...args}>
      <Field label="Courriel de contact">
        <Input type="email" defaultValue="camille@example.com" />
      </Field>
    </OnboardingStepLayout>
  ),
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Vous êtes attirée par…' });
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(form).toHaveAttribute('data-state', 'loading');
    const next = canvas.getByRole('button', { name: /Suivant/ });
    await expect(next).toHaveAttribute('data-loading');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** The last step (payment): Previous is there; the bar stops short of full at 28.5/29. */
export const LastStep: Story = {
  args: {
    stepIndex: steps.length - 1,
    title: 'Choisissez votre forfait',
    subtitle: 'Profitez de 5 jours d’essai gratuit.',
  },
  render: (args) => (
    <OnboardingStepLayout {...args}>
      <p>Forfaits de 3 et 6 mois.</p>
    </OnboardingStepLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form')).toHaveAttribute('data-last');
    const bar = canvas.getByRole('progressbar', { name: 'Étape 29 sur 29' });
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo((100 * 28.5) / 29, 6);
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeEnabled();
  },
};

/** Walking through the wizard: the position follows, Previous appears after the first step, focus moves to each new title. */
export const Walkthrough: Story = {
  args: { subtitle: undefined },
  render: function Wizard(args) {
    const [index, setIndex] = useState(0);
    return (
      <OnboardingStepLayout
        {...args}
        stepIndex={index}
        title={`Question : ${steps[index] ?? ''}`}
        onPrevious={() => {
          setIndex((value) => value - 1);
        }}
        onNext={() => {
          setIndex((value) => Math.min(value + 1, steps.length - 1));
        }}
      >
        <p>Contenu de l’étape {index + 1}.</p>
      </OnboardingStepLayout>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    const title = canvas.getByRole('heading', { level: 1, name: 'Question : sexual-orientation' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText('Étape 2 sur 29')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Question : gender' })).toHaveFocus(),
    );
    await expect(canvas.queryByRole('button', { name: 'Précédent' })).not.toBeInTheDocument();
  },
};

/** A skip action between Previous and Next (identity step); labels overridable. */
export const WithSecondaryAction: Story = {
  args: {
    stepIndex: 24,
    title: 'Vérifions votre identité',
    subtitle: 'Trois tentatives sont possibles.',
    nextLabel: 'Vérifier',
    secondaryAction: (
      <Button type="button" variant="link">
        Passer cette étape
      </Button>
    ),
  },
  render: (args) => (
    <OnboardingStepLayout {...args}>
      <p>Formulaire d’identité.</p>
    </OnboardingStepLayout>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Passer cette étape' }));
    await expect(args.onNext).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Vérifier' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { stepIndex: 2, title: 'What are you looking for?', subtitle: undefined },
  render: (args) => (
    <OnboardingStepLayout {...args}>
      <p>A serious relationship.</p>
    </OnboardingStepLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Step 3 of 29' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  },
};

/** Long French copy in a phone's width (375 px): the title wraps, the buttons stay inside. */
export const LongFrenchTextOnPhone: Story = {
  args: {
    stepIndex: 17,
    title: 'Accepteriez-vous une relation avec une personne vivant avec des limitations ?',
    subtitle:
      'Limitations physiques, sensorielles ou autres : répondez en toute sincérité, votre réponse reste confidentielle.',
  },
  render: (args) => (
    <div data-testid="phone" className="w-[375px] p-4">
      <OnboardingStepLayout {...args}>
        <RadioGroup
          aria-label="Réponse"
          variant="cards"
          options={[
            { value: 'yes', label: 'Oui, sans hésitation' },
            { value: 'maybe', label: 'Peut-être, selon la personne' },
            { value: 'no', label: 'Non' },
          ]}
        />
      </OnboardingStepLayout>
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone').getBoundingClientRect();
    for (const name of ['Précédent', 'Suivant']) {
      const button = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.right).toBeLessThanOrEqual(phone.right);
    }
  },
};
