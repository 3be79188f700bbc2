import { cva } from 'class-variance-authority';
import { MessageCircleQuestion, type LucideIcon, type LucideProps } from 'lucide-react';
import {
  forwardRef,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { loadOnce } from '../../lib/load-once';
import { Field, type FieldErrorValue } from '../field';
import { HeightInput, type Units } from '../height-input';
import { Input } from '../input';
import { hasManyOptions, MultiSelect, type MultiSelectOption } from '../multi-select';
import { RadioGroup } from '../radio-group';
import { Select } from '../select';
import { Textarea } from '../textarea';
import {
  answerState,
  chosenOptionIds,
  groupLimitState,
  groupMaximum,
  localize,
  openDependents,
  questionText,
  setAnswer,
  SIZE_MAX_CM,
  SIZE_MIN_CM,
  type Answers,
  type QuestionData,
  type QuestionOptionData,
} from './question-input.ts';

export {
  answerState,
  chosenOptionIds,
  dropClosedDependents,
  groupLimitState,
  groupMaximum,
  isAnswerEmpty,
  isDependentOpen,
  localize,
  LONG_QUESTION_TYPE,
  MAX_LONG_ANSWERS,
  openDependents,
  questionText,
  setAnswer,
  SHORT_QUESTION_TYPE,
  SIZE_MAX_CM,
  SIZE_MIN_CM,
  type AltQuestionText,
  type Answers,
  type AnswerInvalidReason,
  type AnswerState,
  type AnswerValue,
  type GroupLimitState,
  type Localizable,
  type QuestionData,
  type QuestionInputType,
  type QuestionOptionData,
} from './question-input.ts';

const messages = defineMessages<{
  required: NoMessageValues;
  groupMax: { max: number };
  groupCount: { count: number; max: number };
}>({
  required: {
    id: 'ui.question-input.required',
    defaultMessage: 'Cette question est obligatoire.',
  },
  groupMax: {
    id: 'ui.question-input.group-max',
    defaultMessage:
      'Vous pouvez répondre à {max, plural, one {# question} other {# questions}} au maximum',
  },
  groupCount: {
    id: 'ui.question-input.group-count',
    defaultMessage: '{count, number}/{max, number} {count, plural, one {réponse} other {réponses}}',
  },
});

export const questionInputVariants = cva('flex min-w-0 flex-col', {
  variants: {
    level: {
      root: 'gap-5',
      dependent: 'gap-5 border-l-4 border-accent-soft pl-4',
    },
  },
  defaultVariants: { level: 'root' },
});

export interface QuestionInputProps {
  /** Any question of the questionnaire (texts per locale or already translated). */
  question: QuestionData;
  /**
   * The member's answers by question id: this question's, its dependent questions', and the others
   * (their chosen options switch alternative texts).
   */
  answers: Answers;
  /** The answers after an edit: an emptied answer is removed, closed dependent questions' dropped. */
  onAnswersChange: (answers: Answers) => void;
  /** Units of a `size` question. */
  units?: Units;
  /** Shows the units switch on a `size` question. */
  onUnitsChange?: (units: Units) => void;
  /** The server's 422 errors by question id: the first message shows. */
  errors?: Readonly<Partial<Record<number, FieldErrorValue>>>;
  /** Called when a question with an error is edited. */
  onErrorClear?: (questionId: number) => void;
  /** Shows 'Cette question est obligatoire.' under unanswered required questions. */
  showValidation?: boolean;
  /** Locks the question (a group whose maximum is reached). */
  disabled?: boolean;
  /** Keeps the question's text for screen readers only (when the page shows it as a heading). */
  hideLabel?: boolean;
  /** Select questions: option cards (up to 11 options) or a drop-down list; `auto` picks by count. */
  selectLayout?: 'auto' | 'cards' | 'dropdown';
  className?: string;
}

// The questionnaire's option icons (about 75 of lucide's, 10 KiB gzip) are their own chunk, asked for
// when a question with icons shows: the wizard's steps and the profile form draw without waiting, an
// empty box of the icon's size in its place so that nothing moves when it arrives (issue 12).
const loadIcons = loadOnce(() => import('./question-icons.ts'));
let iconFor: ((iconify: string | null | undefined) => LucideIcon | undefined) | undefined;

const hasLucideIcon = (options: readonly QuestionOptionData[]) =>
  options.some((option) => option.properties?.iconify?.startsWith('lucide:') === true);

/** The icon of an option's `iconify` name once the icons are here; until then, a placeholder. */
function useOptionIcons(needed: boolean) {
  const [, setLoaded] = useState(iconFor !== undefined);
  useEffect(() => {
    if (!needed || iconFor) return;
    let live = true;
    loadIcons().then(
      (module) => {
        iconFor = module.lucideIconFor;
        if (live) setLoaded(true);
      },
      // Offline: the options keep their empty boxes; the icons are decorative.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed]);
  const loaded = iconFor;
  return (iconify: string | null | undefined): LucideIcon | undefined =>
    loaded ? loaded(iconify) : iconify?.startsWith('lucide:') ? PendingIcon : undefined;
}

/** An icon's box, empty, while the icons load. */
const PendingIcon: LucideIcon = forwardRef<SVGSVGElement, LucideProps>(
  function PendingIcon(props, ref) {
    return <svg ref={ref} aria-hidden="true" data-pending="" {...props} />;
  },
);

function OptionLabel({
  option,
  locale,
  icon,
}: {
  option: QuestionOptionData;
  locale: string;
  /** The option's lucide icon, if its `iconify` name has one. */
  icon: LucideIcon | undefined;
}) {
  const Icon = icon;
  const path = option.properties?.icon_path;
  return (
    <span className="flex min-w-0 items-center gap-2">
      {Icon ? (
        <Icon
          aria-hidden="true"
          data-slot="question-option-icon"
          className="size-5 shrink-0 text-accent"
        />
      ) : path ? (
        <img
          src={path}
          alt=""
          aria-hidden="true"
          data-slot="question-option-icon"
          className="size-5 shrink-0 object-contain"
        />
      ) : null}
      <span className="break-words">{localize(option.label, locale)}</span>
    </span>
  );
}

/**
 * Any question of the questionnaire, by its `input_type`: one-line or multi-line text (min/max
 * characters, rows), one option (cards, or a list past 11 options), several options (min, max,
 * 'none of these'), or a height. The text follows the locale and the alternative texts; dependent
 * questions show under it while one of their parent options is chosen, and lose their answers when
 * they close.
 */
export function QuestionInput(props: QuestionInputProps) {
  return <QuestionNode {...props} level="root" />;
}

function QuestionNode({
  question,
  answers,
  onAnswersChange,
  units = 'metric',
  onUnitsChange,
  errors,
  onErrorClear,
  showValidation = false,
  disabled = false,
  hideLabel = false,
  selectLayout = 'auto',
  className,
  level,
}: QuestionInputProps & { level: 'root' | 'dependent' }) {
  const intl = useIntl();
  const locale = intl.locale;
  const answer = answers[question.id];
  const chosen = useMemo(() => chosenOptionIds(answers), [answers]);
  const text = questionText(question, locale, chosen);
  const state = answerState(question, answer, answers);
  const dependents = openDependents(question, answer);
  const lucideIconFor = useOptionIcons(hasLucideIcon(question.options));
  const min = question.min ?? undefined;
  const max = question.max ?? undefined;

  const description = localize(question.description, locale);
  const notice = localize(question.notice, locale);
  const help =
    description !== '' || notice !== '' ? (
      <>
        {description !== '' ? <span className="block">{description}</span> : null}
        {notice !== '' ? (
          <span data-slot="question-notice" className="mt-1 flex items-start gap-1.5 text-info">
            <MessageCircleQuestion aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{notice}</span>
          </span>
        ) : null}
      </>
    ) : undefined;

  const ownRequiredMissing =
    state.status === 'invalid' && state.reason === 'required' && state.questionId === question.id;
  const error =
    errors?.[question.id] ??
    (showValidation && ownRequiredMissing ? intl.formatMessage(messages.required) : undefined);

  function answerWith(value: string | number | null, options: readonly number[]) {
    onAnswersChange(setAnswer(question, answers, { question_id: question.id, value, options }));
  }

  const textValue = typeof answer?.value === 'string' ? answer.value : String(answer?.value ?? '');
  const firstOption = answer?.options[0];
  let control: ReactNode;
  switch (question.input_type) {
    case 'input':
      control = (
        <Input
          value={textValue}
          trim
          minLength={min}
          maxLength={max}
          onValueChange={(next) => {
            answerWith(next, []);
          }}
        />
      );
      break;
    case 'textarea':
      control = (
        <Textarea
          value={textValue}
          rows={question.rows ?? 4}
          trim
          minLength={min}
          maxLength={max}
          onValueChange={(next) => {
            answerWith(next, []);
          }}
        />
      );
      break;
    case 'select': {
      const dropdown =
        selectLayout === 'dropdown' ||
        (selectLayout === 'auto' && hasManyOptions(question.options.length));
      const value = firstOption === undefined ? '' : String(firstOption);
      control = dropdown ? (
        // The system's list: the options' words without their icons.
        <Select
          options={question.options.map((option) => ({
            value: String(option.id),
            label: localize(option.label, locale),
          }))}
          value={value}
          onValueChange={(next) => {
            answerWith(null, [Number(next)]);
          }}
        />
      ) : (
        <RadioGroup
          variant="cards"
          options={question.options.map((option) => ({
            value: String(option.id),
            label: (
              <OptionLabel
                option={option}
                locale={locale}
                icon={lucideIconFor(option.properties?.iconify)}
              />
            ),
          }))}
          value={value}
          onValueChange={(next) => {
            answerWith(null, [Number(next)]);
          }}
        />
      );
      break;
    }
    case 'multi_select': {
      const options: MultiSelectOption[] = question.options.map((option) => ({
        value: String(option.id),
        label: localize(option.label, locale),
        cancelOthers: Boolean(option.properties?.cancel_others),
        icon:
          lucideIconFor(option.properties?.iconify) ?? option.properties?.icon_path ?? undefined,
      }));
      control = (
        <MultiSelect
          options={options}
          min={min}
          max={max}
          value={(answer?.options ?? []).map(String)}
          onValueChange={(next) => {
            answerWith(null, next.map(Number));
          }}
        />
      );
      break;
    }
    case 'size': {
      const cm =
        answer?.value === null || answer?.value === undefined ? null : Number(answer.value);
      control = (
        <HeightInput
          value={Number.isFinite(cm) ? cm : null}
          units={units}
          onUnitsChange={onUnitsChange}
          min={min ?? SIZE_MIN_CM}
          max={max ?? SIZE_MAX_CM}
          onValueChange={(next) => {
            answerWith(next, []);
          }}
        />
      );
      break;
    }
  }

  return (
    <div
      data-slot="question-input"
      data-question-id={question.id}
      data-input-type={question.input_type}
      data-level={level}
      data-state={state.status}
      data-answered={state.answered || undefined}
      data-required={question.required || undefined}
      data-skippable={state.skippable || undefined}
      data-disabled={disabled || undefined}
      className={cn(questionInputVariants({ level }), className)}
    >
      <Field
        label={text}
        hideLabel={hideLabel}
        description={help}
        required={question.required}
        disabled={disabled}
        error={error}
        onErrorClear={() => onErrorClear?.(question.id)}
      >
        {control}
      </Field>
      {dependents.map((dependent) => (
        <QuestionNode
          key={dependent.id}
          question={dependent}
          answers={answers}
          onAnswersChange={onAnswersChange}
          units={units}
          onUnitsChange={onUnitsChange}
          errors={errors}
          onErrorClear={onErrorClear}
          showValidation={showValidation}
          disabled={disabled}
          selectLayout={selectLayout}
          level="dependent"
        />
      ))}
    </div>
  );
}

export const answerGroupLimitVariants = cva(
  'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md px-3 py-2 text-sm',
  {
    variants: {
      state: {
        open: 'bg-info-soft text-info',
        full: 'bg-success-soft text-success',
        over: 'bg-warning-soft text-warning',
      },
    },
    defaultVariants: { state: 'open' },
  },
);

export type AnswerGroupLimitProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The questions of the group (short questions or long questions). */
  questions: readonly QuestionData[];
  answers: Answers;
  /** The group (`LongQuestionType` allows at most 2); the questions' own type by default. */
  type?: string;
  /** The configured maximum of the group. */
  max?: number;
  /** Replaces 'Vous pouvez répondre à x questions au maximum'. */
  message?: ReactNode;
};

/**
 * The per-group limit: 'Vous pouvez répondre à x questions au maximum' and an x/y counter, announced
 * politely as it changes. Nothing shows for a group without a maximum. Lock the questions listed by
 * `groupLimitState(...).locked`.
 */
export function AnswerGroupLimit({
  questions,
  answers,
  type,
  max,
  message,
  className,
  ...props
}: AnswerGroupLimitProps) {
  const intl = useIntl();
  const limit = groupMaximum(type ?? questions[0]?.type ?? '', max);
  if (limit === undefined) return null;
  const group = groupLimitState(questions, answers, limit);
  const tone = group.overMax ? 'over' : group.atMax ? 'full' : 'open';
  return (
    <div
      role="status"
      data-slot="answer-group-limit"
      data-state={tone}
      data-count={group.count}
      data-max={limit}
      className={cn(answerGroupLimitVariants({ state: tone }), className)}
      {...props}
    >
      <p className="font-semibold">
        {message ?? intl.formatMessage(messages.groupMax, { max: limit })}
      </p>
      <p data-slot="answer-group-count" className="tabular-nums">
        {intl.formatMessage(messages.groupCount, { count: group.count, max: limit })}
      </p>
    </div>
  );
}
