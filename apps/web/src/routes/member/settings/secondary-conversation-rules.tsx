import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { Field } from '@app/ui/field';
import { MultiSelect } from '@app/ui/multi-select';
import { PageHeader } from '@app/ui/page-header';
import { RangeSlider } from '@app/ui/range-slider';
import { Select } from '@app/ui/select';
import { Skeleton } from '@app/ui/skeleton';
import { toApiError } from '@app/client';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  saveSecondaryRules,
  useSecondaryRules,
} from '../../../features/account/api/secondary-rules';
import {
  allowedQuestions,
  isRangeKey,
  MAX_RULES,
  missingOptions,
  namedQuestions,
  newDraft,
  RANGES,
  toDrafts,
  toInputs,
  type RuleDraft,
} from '../../../features/account/secondary-rules';
import { useQuestions, type Question } from '../../../features/onboarding/api/get-questions';
import { errorText, toastError } from '../../../lib/errors';
import { useLocale } from '../../../lib/locale-context';
import { notify } from '../../../lib/notifications';

const messages = defineMessages({
  title: {
    id: 'settings.secondary-rules.title',
    defaultMessage: 'Règles de la boîte secondaire',
  },
  subtitle: {
    id: 'settings.secondary-rules.subtitle',
    defaultMessage:
      'Les nouvelles conversations des membres qui ne répondent pas à ces règles arrivent dans votre boîte secondaire. Jusqu’à 3 règles.',
  },
  criterion: { id: 'settings.secondary-rules.criterion', defaultMessage: 'Critère' },
  age: { id: 'settings.secondary-rules.age', defaultMessage: 'Âge' },
  distance: { id: 'settings.secondary-rules.distance', defaultMessage: 'Distance' },
  accepted: { id: 'settings.secondary-rules.accepted', defaultMessage: 'Réponses acceptées' },
  optionsRequired: {
    id: 'settings.secondary-rules.options-required',
    defaultMessage: 'Choisissez au moins une réponse.',
  },
  add: { id: 'settings.secondary-rules.add', defaultMessage: 'Ajouter une règle' },
  full: {
    id: 'settings.secondary-rules.full',
    defaultMessage: 'Vous avez atteint le maximum de 3 règles.',
  },
  noRule: { id: 'settings.secondary-rules.none', defaultMessage: 'Aucune règle' },
  noRuleText: {
    id: 'settings.secondary-rules.none-text',
    defaultMessage:
      'Sans règle, toutes les nouvelles conversations arrivent dans votre boîte prioritaire.',
  },
  unknown: {
    id: 'settings.secondary-rules.unknown',
    defaultMessage: 'Critère qui n’est plus proposé',
  },
  save: { id: 'settings.secondary-rules.save', defaultMessage: 'Enregistrer les règles' },
  saved: { id: 'settings.secondary-rules.saved', defaultMessage: 'Vos règles sont enregistrées.' },
});

const ruleMessages = defineMessages<{
  rule: { number: number };
  remove: { number: number };
}>({
  rule: { id: 'settings.secondary-rules.rule', defaultMessage: 'Règle {number}' },
  remove: { id: 'settings.secondary-rules.remove', defaultMessage: 'Retirer la règle {number}' },
});

type Texts = string | { fr?: string; en?: string } | null | undefined;

function textIn(text: Texts, locale: 'fr' | 'en'): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return text[locale] ?? text.fr ?? text.en ?? '';
}

/** `/member/settings/secondary-conversation-rules`: loads the rules and the questions, then the form. */
export function Component() {
  const intl = useIntl();
  const rules = useSecondaryRules();
  const questions = useQuestions();
  const error = rules.error ?? questions.error;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      {error ? (
        <EmptyState size="sm" bordered title={errorText(error, intl)} />
      ) : rules.data && questions.data ? (
        <RulesForm questions={questions.data} initial={toDrafts(rules.data.data, questions.data)} />
      ) : (
        <div className="flex flex-col gap-3" aria-busy>
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-11 w-48 rounded-full" />
        </div>
      )}
    </div>
  );
}

/** Errors per rule, from the 422 (`secondary_conversation_rules.1.options`…) or the checks. */
type RuleErrors = Record<number, string>;

/** `questions`: all of `GET /questions`, whose allowed ones (dependent ones included) are the choices. */
function RulesForm({ questions, initial }: { questions: Question[]; initial: RuleDraft[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [drafts, setDrafts] = useState<RuleDraft[]>(initial);
  const [errors, setErrors] = useState<RuleErrors>({});
  const [saving, setSaving] = useState(false);
  const all = namedQuestions(questions);

  const labelOf = (key: string) => {
    if (key === 'age') return intl.formatMessage(messages.age);
    if (key === 'distance') return intl.formatMessage(messages.distance);
    const question = all.find((candidate) => candidate.name === key);
    return question ? textIn(question.text, locale) : intl.formatMessage(messages.unknown);
  };
  const keys = ['age', 'distance', ...allowedQuestions(questions).map((question) => question.name)];

  const update = (index: number, next: RuleDraft) => {
    setDrafts((previous) => previous.map((draft, i) => (i === index ? next : draft)));
    setErrors((previous) => {
      if (previous[index] === undefined) return previous;
      return Object.fromEntries(Object.entries(previous).filter(([key]) => Number(key) !== index));
    });
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const missing = missingOptions(drafts);
    if (missing.length > 0) {
      setErrors(
        Object.fromEntries(
          missing.map((index) => [index, intl.formatMessage(messages.optionsRequired)]),
        ),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveSecondaryRules(toInputs(drafts, questions));
      notify({ type: 'success', message: intl.formatMessage(messages.saved) });
    } catch (failure) {
      const apiError = toApiError(failure);
      const shown: RuleErrors = {};
      for (const [name, text] of Object.entries(apiError.fieldErrors)) {
        const match = /^secondary_conversation_rules\.(\d+)\./.exec(name);
        if (match) shown[Number(match[1])] ??= text;
      }
      if (apiError.isValidation && Object.keys(shown).length > 0) setErrors(shown);
      else toastError(apiError, intl);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
      {drafts.length === 0 ? (
        <EmptyState
          size="sm"
          bordered
          title={intl.formatMessage(messages.noRule)}
          description={intl.formatMessage(messages.noRuleText)}
        />
      ) : null}
      {drafts.map((draft, index) => {
        const number = index + 1;
        const taken = new Set(drafts.filter((_, i) => i !== index).map((other) => other.key));
        const question = all.find((candidate) => candidate.name === draft.key);
        const titleId = `secondary-rule-${String(number)}`;
        return (
          <Card key={draft.key} asChild>
            <fieldset aria-labelledby={titleId} data-slot="secondary-rule">
              <div className="flex items-center justify-between gap-3">
                <h2 id={titleId} className="font-display text-lg font-semibold">
                  <FormattedMessage {...ruleMessages.rule} values={{ number }} />
                </h2>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={intl.formatMessage(ruleMessages.remove, { number })}
                  onClick={() => {
                    setDrafts((previous) => previous.filter((_, i) => i !== index));
                    setErrors({});
                  }}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <Field label={intl.formatMessage(messages.criterion)}>
                <Select
                  value={draft.key}
                  options={(keys.includes(draft.key) ? keys : [draft.key, ...keys])
                    .filter((key) => key === draft.key || !taken.has(key))
                    .map((key) => ({ value: key, label: labelOf(key) }))}
                  onValueChange={(key) => {
                    update(index, newDraft(key));
                  }}
                />
              </Field>
              {draft.range && isRangeKey(draft.key) ? (
                <Field label={labelOf(draft.key)} error={errors[index]}>
                  <RangeSlider
                    min={RANGES[draft.key].min}
                    max={RANGES[draft.key].max}
                    value={draft.range}
                    showBounds
                    unit={
                      draft.key === 'distance'
                        ? 'kilometer'
                        : draft.key === 'height'
                          ? 'centimeter'
                          : undefined
                    }
                    onValueChange={(range) => {
                      update(index, { ...draft, range });
                    }}
                  />
                </Field>
              ) : (
                <Field label={intl.formatMessage(messages.accepted)} error={errors[index]}>
                  <MultiSelect
                    layout="auto"
                    options={(question?.options ?? []).map((option) => ({
                      value: String(option.id),
                      label: option.label,
                    }))}
                    value={draft.options}
                    onValueChange={(options) => {
                      update(index, { ...draft, options });
                    }}
                  />
                </Field>
              )}
            </fieldset>
          </Card>
        );
      })}
      {drafts.length < MAX_RULES ? (
        <Button
          type="button"
          variant="outline"
          className="self-stretch sm:self-start"
          onClick={() => {
            const used = new Set(drafts.map((draft) => draft.key));
            const key = keys.find((candidate) => !used.has(candidate));
            if (key) setDrafts((previous) => [...previous, newDraft(key)]);
          }}
        >
          <Plus aria-hidden />
          <FormattedMessage {...messages.add} />
        </Button>
      ) : (
        <p className="text-sm text-text-muted">
          <FormattedMessage {...messages.full} />
        </p>
      )}
      <Button type="submit" className="self-stretch sm:self-start" loading={saving}>
        <FormattedMessage {...messages.save} />
      </Button>
    </form>
  );
}
