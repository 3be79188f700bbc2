import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findQuestion, QUESTIONS } from '../../fixtures/questions.ts';
import type { Units } from '../height-input';
import {
  AnswerGroupLimit,
  groupLimitState,
  QuestionInput,
  type Answers,
  type QuestionData,
  type QuestionInputProps,
} from './question-input.tsx';

/** A question of the real questionnaire (a snapshot of the API's), texts in fr and en. */
function question(name: string): QuestionData {
  const found = findQuestion(name);
  if (!found) throw new Error(`No question ${name}`);
  return found;
}

const LONG_QUESTIONS = QUESTIONS.filter((q) => q.type === 'LongQuestionType');
const SHORT_QUESTIONS = QUESTIONS.filter((q) => q.type === 'ShortQuestionType');

function Stateful(args: QuestionInputProps) {
  const [answers, setAnswers] = useState<Answers>(args.answers);
  const [units, setUnits] = useState<Units>(args.units ?? 'metric');
  return (
    <QuestionInput
      {...args}
      answers={answers}
      units={units}
      onUnitsChange={args.onUnitsChange ? setUnits : undefined}
      onAnswersChange={(next) => {
        setAnswers(next);
        args.onAnswersChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/QuestionInput',
  component: QuestionInput,
  args: { question: question('objective'), answers: {}, onAnswersChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div className="w-[34rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const node = (canvasElement: HTMLElement, id: number) =>
  canvasElement.querySelector(`[data-slot="question-input"][data-question-id="${String(id)}"]`);

/** select: option cards with their lucide icons; the answer is the chosen option id. */
export const SelectWithIcons: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Que recherchez-vous ici?' });
    await expect(group).toBeRequired();
    await expect(group).toHaveAccessibleDescription(/Soyez honnête/);
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    // The icons come in their own chunk; until then each option keeps an empty box of their size.
    await waitFor(() =>
      expect(
        canvasElement.querySelectorAll('svg[data-slot="question-option-icon"]:not([data-pending])'),
      ).toHaveLength(5),
    );
    for (const icon of canvasElement.querySelectorAll('[data-slot="question-option-icon"]')) {
      await expect(icon.getBoundingClientRect().width).toBe(20);
    }
    await expect(node(canvasElement, 1)).toHaveAttribute('data-state', 'invalid');
    await userEvent.click(within(group).getByRole('radio', { name: 'D’abord une belle amitié' }));
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      1: { question_id: 1, value: null, options: [105] },
    });
    await expect(node(canvasElement, 1)).toHaveAttribute('data-state', 'valid');
    await expect(node(canvasElement, 1)).toHaveAttribute('data-answered', 'true');
  },
};

/** required: with `showValidation`, an unanswered required question says so until answered. */
export const RequiredMessage: Story = {
  args: { showValidation: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Que recherchez-vous ici?' });
    await expect(canvas.getByText('Cette question est obligatoire.')).toBeVisible();
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(group).getByRole('radio', { name: 'Fonder une famille' }));
    await expect(canvas.queryByText('Cette question est obligatoire.')).not.toBeInTheDocument();
  },
};

/** size: the height input, in centimetres (the answer's value). */
export const SizeMetric: Story = {
  args: { question: question('height') },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Indiquez-la en centimètres ou en pieds et pouces, comme vous préférez.'),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByRole('spinbutton', { name: 'Quelle est votre taille?' }),
      '172.4',
    );
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      3: { question_id: 3, value: 172, options: [] },
    });
  },
};

/** size in feet and inches, with the units switch: still saved in centimetres. */
export const SizeImperial: Story = {
  args: {
    question: question('height'),
    units: 'imperial',
    onUnitsChange: fn(),
    answers: { 3: { question_id: 3, value: 165, options: [] } },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Pieds' })).toHaveDisplayValue('5 pi');
    const inches = canvas.getByRole('combobox', { name: 'Pouces' });
    await expect(inches).toHaveDisplayValue('5 po');
    await userEvent.selectOptions(inches, '11 po');
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      3: { question_id: 3, value: 180, options: [] },
    });
    await expect(inches).toHaveDisplayValue('11 po');
    await userEvent.click(canvas.getByRole('button', { name: 'Centimètres' }));
    await expect(canvas.getByRole('spinbutton')).toHaveValue(180);
  },
};

/** multi_select with min 1 and max 5 over 23 options: the compact layout, the max warning. */
export const MultiSelectMinMax: Story = {
  args: { question: question('languages') },
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Quelles langues parlez-vous?' });
    await expect(group.closest('[data-slot="multi-select"]')).toHaveAttribute(
      'data-layout',
      'compact',
    );
    await expect(canvas.getByText('Sélectionnez au moins 1 élément')).toBeVisible();
    for (const name of ['Français', 'Anglais', 'Espagnol', 'Italien', 'Arabe']) {
      await userEvent.click(within(group).getByRole('checkbox', { name }));
    }
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      4: { question_id: 4, value: null, options: [401, 402, 403, 405, 407] },
    });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Mandarin' }));
    await expect(
      canvas.getByText('Vous ne pouvez pas sélectionner plus de 5 éléments'),
    ).toBeVisible();
    await expect(node(canvasElement, 4)).toHaveAttribute('data-state', 'valid');
  },
};

/** min = max: the x/y counter; the answer is invalid until exactly three are chosen. */
export const MultiSelectExactCount: Story = {
  args: { question: question('personality_traits') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('0/3 sélectionné')).toBeVisible();
    for (const name of ['Authentique', 'Calme']) {
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    }
    await expect(node(canvasElement, 12)).toHaveAttribute('data-state', 'invalid');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Drôle' }));
    await expect(canvas.getByText('3/3 sélectionnés')).toBeVisible();
    await expect(node(canvasElement, 12)).toHaveAttribute('data-state', 'valid');
  },
};

/** cancel_others: 'Aucune préférence' clears the other choices. */
export const MultiSelectCancelOthers: Story = {
  args: { question: question('food_preferences') },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Alimentation végétarienne' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sans gluten' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Aucune préférence' }));
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      11: { question_id: 11, value: null, options: [1101] },
    });
    await expect(canvas.getByRole('checkbox', { name: 'Sans gluten' })).not.toBeChecked();
  },
};

/** A dependent question shows when its parent option is chosen, and its answer goes when it hides. */
export const DependentQuestion: Story = {
  args: { question: question('family_situation') },
  play: async ({ args, canvas, canvasElement }) => {
    const kids = 'Vos enfants habitent-ils avec vous?';
    await expect(canvas.queryByRole('radiogroup', { name: kids })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Parent de jeunes enfants' }));
    const dependent = canvas.getByRole('radiogroup', { name: kids });
    await expect(node(canvasElement, 18)).toHaveAttribute('data-level', 'dependent');
    // The required dependent question is open and unanswered: the whole answer is invalid.
    await expect(node(canvasElement, 5)).toHaveAttribute('data-state', 'invalid');
    await userEvent.click(within(dependent).getByRole('radio', { name: 'En garde partagée' }));
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      5: { question_id: 5, value: null, options: [502] },
      18: { question_id: 18, value: null, options: [1802] },
    });
    await expect(node(canvasElement, 5)).toHaveAttribute('data-state', 'valid');

    await userEvent.click(canvas.getByRole('radio', { name: 'Sans enfant' }));
    await expect(canvas.queryByRole('radiogroup', { name: kids })).not.toBeInTheDocument();
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      5: { question_id: 5, value: null, options: [501] },
    });
  },
};

/** Two dependent questions; one switches to its alternative text when a smoker option is chosen. */
export const DependentsWithAlternativeText: Story = {
  args: { question: question('smoking') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Non, j’ai arrêté' }));
    await expect(
      canvas.getByRole('radiogroup', {
        name: 'Seriez-vous à l’aise de fréquenter quelqu’un qui fume ou vapote?',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'À quelle fréquence?' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Oui, la vapoteuse' }));
    await expect(canvas.getByRole('radiogroup', { name: 'À quelle fréquence?' })).toBeVisible();
    await expect(
      canvas.getByRole('radiogroup', {
        name: 'Seriez-vous à l’aise de fréquenter quelqu’un qui fume ou vapote aussi?',
      }),
    ).toBeVisible();
  },
};

/** An alternative text switched by another question's answer (family situation with children). */
export const AlternativeTextFromAnotherAnswer: Story = {
  args: {
    question: question('want_to_have_children'),
    answers: { 5: { question_id: 5, value: null, options: [503] } },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Souhaitez-vous avoir d’autres enfants?' }),
    ).toBeVisible();
  },
};

/** An optional dependent question (with its notice): the parent stays skippable. */
export const OptionalDependent: Story = {
  args: { question: question('religious_beliefs') },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Je pratique ma religion' }));
    const religion = canvas.getByRole('radiogroup', {
      name: 'De quelle religion ou tradition vous sentez-vous le plus proche?',
    });
    await expect(religion).not.toBeRequired();
    await expect(religion).toHaveAccessibleDescription(
      'Facultatif : vous pouvez passer cette question.',
    );
    await expect(node(canvasElement, 14)).toHaveAttribute('data-state', 'valid');
    await expect(node(canvasElement, 21)).toHaveAttribute('data-skippable', 'true');
  },
};

/** input: a short question, optional, 2 to 100 characters; skippable while empty. */
export const ShortTextInput: Story = {
  args: { question: question('comfort_food') },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Votre plat réconfortant préféré?' });
    await expect(input).not.toBeRequired();
    await expect(node(canvasElement, 27)).toHaveAttribute('data-skippable', 'true');
    await expect(node(canvasElement, 27)).toHaveAttribute('data-state', 'valid');
    await userEvent.type(input, 'P');
    await expect(canvas.getByText('2 caractères minimum')).toBeVisible();
    await expect(node(canvasElement, 27)).toHaveAttribute('data-state', 'invalid');
    await userEvent.type(input, 'âté chinois ');
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      27: { question_id: 27, value: 'Pâté chinois', options: [] },
    });
    await expect(node(canvasElement, 27)).toHaveAttribute('data-state', 'valid');
    await userEvent.clear(input);
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({});
  },
};

/** textarea: a long question, 20 to 500 characters over 5 rows. */
export const LongTextarea: Story = {
  args: { question: question('healthy_relationship') },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', {
      name: 'Que signifie pour vous une relation saine?',
    });
    await expect(textarea).toHaveAttribute('rows', '5');
    await expect(textarea).toHaveAttribute('maxlength', '500');
    await expect(canvas.getByText('20 caractères minimum')).toBeVisible();
    await userEvent.type(textarea, 'Du respect, de l’écoute et beaucoup de rires.');
    await expect(canvas.queryByText('20 caractères minimum')).not.toBeInTheDocument();
  },
};

/** More than 11 options: the system's drop-down list, its options in plain words (no icons). */
export const ManyOptionsDropdown: Story = {
  args: { question: question('zodiac') },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    const select = canvas.getByRole('combobox', { name: 'Quel est votre signe astrologique?' });
    await expect(select).toHaveDisplayValue('Choisir…');
    const [placeholder, ...options] = within(select).getAllByRole('option');
    await expect(placeholder).toBeDisabled();
    await expect(options).toHaveLength(12);
    await expect(options[4]).toHaveTextContent('Lion');
    await expect(select.querySelector('svg, img')).toBeNull();
    await expect(
      canvasElement.querySelector('[data-slot="question-option-icon"]'),
    ).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'Lion');
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      23: { question_id: 23, value: null, options: [2305] },
    });
    await expect(select).toHaveDisplayValue('Lion');
    await expect(node(canvasElement, 23)).toHaveAttribute('data-answered', 'true');
  },
};

const flower = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="4" fill="#b8324f"/><circle cx="10" cy="4" r="3" fill="#f6a5b8"/><circle cx="10" cy="16" r="3" fill="#f6a5b8"/><circle cx="4" cy="10" r="3" fill="#f6a5b8"/><circle cx="16" cy="10" r="3" fill="#f6a5b8"/></svg>',
)}`;

/** Options with an `icon_path` image (decorative), in the contract's translated shape. */
export const IconPathOptions: Story = {
  args: {
    question: {
      id: 900,
      text: 'Quelle fleur vous ressemble?',
      required: false,
      type: 'ShortQuestionType',
      input_type: 'multi_select',
      max: 2,
      options: [
        { id: 90001, label: 'La rose', properties: { icon_path: flower } },
        { id: 90002, label: 'Le tournesol', properties: { icon_path: flower } },
        { id: 90003, label: 'La marguerite', properties: { iconify: 'mdi:flower' } },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox', { name: 'La rose' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(2);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

function GroupOfQuestions({
  questions,
  max,
  initial,
  onAnswersChange,
}: {
  questions: readonly QuestionData[];
  max?: number;
  initial?: Answers;
  onAnswersChange: (answers: Answers) => void;
}) {
  const [answers, setAnswers] = useState<Answers>(initial ?? {});
  const locked = groupLimitState(
    questions,
    answers,
    questions[0]?.type === 'LongQuestionType' ? 2 : max,
  ).locked;
  return (
    <div className="flex flex-col gap-6">
      <AnswerGroupLimit questions={questions} answers={answers} max={max} />
      {questions.map((q) => (
        <QuestionInput
          key={q.id}
          question={q}
          answers={answers}
          disabled={locked.has(q.id)}
          onAnswersChange={(next) => {
            setAnswers(next);
            onAnswersChange(next);
          }}
        />
      ))}
    </div>
  );
}

/** Long questions: at most 2 answers; the others lock once 2 are answered, and unlock when one is emptied. */
export const LongQuestionsLimit: Story = {
  render: (args) => (
    <GroupOfQuestions
      questions={LONG_QUESTIONS.slice(0, 3)}
      onAnswersChange={args.onAnswersChange}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Vous pouvez répondre à 2 questions au maximum');
    await expect(status).toHaveTextContent('0/2 réponse');
    const [first, second, third] = canvas.getAllByRole('textbox');
    if (!first || !second || !third) throw new Error('three questions expected');
    await userEvent.type(first, 'Une relation où chacun grandit.');
    await userEvent.type(second, 'Que la patience est une force.');
    await expect(status).toHaveTextContent('2/2 réponses');
    await expect(status).toHaveAttribute('data-state', 'full');
    await expect(third).toBeDisabled();
    await expect(node(canvasElement, 37)).toHaveAttribute('data-disabled', 'true');
    await userEvent.clear(second);
    await expect(third).toBeEnabled();
    await expect(status).toHaveTextContent('1/2 réponse');
  },
};

/** A sample maximum: the product sets none for the short questions (spec 01, section 5). */
const SAMPLE_MAX = 10;

/** A group's limit when the app gives one; without a maximum (the short questions'), no message. */
export const ShortQuestionsLimit: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <GroupOfQuestions
        questions={SHORT_QUESTIONS.slice(4, 6)}
        max={SAMPLE_MAX}
        onAnswersChange={args.onAnswersChange}
      />
      <AnswerGroupLimit questions={SHORT_QUESTIONS} answers={{}} data-testid="no-maximum" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Vous pouvez répondre à 10 questions au maximum',
    );
    await expect(canvas.queryByTestId('no-maximum')).not.toBeInTheDocument();
  },
};

/** English: texts, options, alternative texts and the group limit follow the locale. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { question: question('smoking') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes, cigarettes' }));
    await expect(canvas.getByRole('radiogroup', { name: 'How often?' })).toBeVisible();
    await expect(
      canvas.getByRole('radiogroup', {
        name: 'Would you be comfortable dating someone who also smokes or vapes?',
      }),
    ).toBeVisible();
  },
};

export const GroupLimitInEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <GroupOfQuestions
      questions={LONG_QUESTIONS.slice(0, 2)}
      initial={{ 35: { question_id: 35, value: 'Trust, kindness and laughter.', options: [] } }}
      onAnswersChange={args.onAnswersChange}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You can answer up to 2 questions');
    await expect(canvas.getByRole('status')).toHaveTextContent('1/2 answer');
  },
};

function WithServerError(args: QuestionInputProps) {
  const [errors, setErrors] = useState<QuestionInputProps['errors']>({
    17: ['Choisissez au moins 3 centres d’intérêt.', 'Réponse invalide.'],
  });
  return (
    <Stateful
      {...args}
      errors={errors}
      onErrorClear={(id) => {
        setErrors((current) => ({ ...current, [id]: undefined }));
      }}
    />
  );
}

/** A server 422 shows its first message under the question and clears on the next change. */
export const ServerErrorClearedOnEdit: Story = {
  args: { question: question('areas_of_interest') },
  render: (args) => <WithServerError {...args} />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Qu’est-ce qui vous passionne?' });
    await expect(canvas.getByText('Choisissez au moins 3 centres d’intérêt.')).toBeVisible();
    await expect(canvas.queryByText('Réponse invalide.')).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Vélo' }));
    await waitFor(() =>
      expect(canvas.queryByText('Choisissez au moins 3 centres d’intérêt.')).toBeNull(),
    );
  },
};

/** Long French question and description in a narrow column; the option cards wrap. */
export const LongFrenchText: Story = {
  args: { question: question('accepts_persons_with_limitations') },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', {
        name: 'Seriez-vous à l’aise de fréquenter une personne vivant avec une limitation physique, sensorielle ou de santé?',
      }),
    ).toBeVisible();
  },
};

/** Keyboard: Tab reaches the option cards, arrows choose, the focus ring shows. */
export const Keyboard: Story = {
  args: { question: question('silhouette') },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const slim = canvas.getByRole('radio', { name: 'Mince' });
    await expect(slim).toHaveFocus();
    await expect(getComputedStyle(slim).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown>}');
    const athletic = canvas.getByRole('radio', { name: 'Athlétique' });
    await waitFor(() => expect(athletic).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      2: { question_id: 2, value: null, options: [202] },
    });
  },
};
