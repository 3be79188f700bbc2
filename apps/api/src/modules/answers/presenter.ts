import { findQuestionById, localizeOption } from '../../data/questions';
import type { Locale } from '../../i18n/messages';
import type { AnswerRow } from './service';

/** An answer with its question's text and its options, in `locale`. */
export function presentAnswer(row: AnswerRow, locale: Locale) {
  const question = findQuestionById(row.questionId);
  const text = question ? question.text[locale] : '';
  return {
    question_id: row.questionId,
    question: { text, label: text },
    value: question?.input_type === 'size' && row.value !== null ? Number(row.value) : row.value,
    options: (question?.options ?? [])
      .filter((option) => row.optionIds.includes(option.id))
      .map((option) => localizeOption(option, locale)),
  };
}
