import { cva } from 'class-variance-authority';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Chip } from '../chip';
import { joinIds, useFieldControl, type FieldErrorValue } from '../field';
import {
  addKeywords,
  isAtMax,
  MAX_KEYWORDS,
  MAX_KEYWORDS_LENGTH,
  removeKeyword,
} from './keyword-tags.ts';

export {
  addKeyword,
  addKeywords,
  hasKeyword,
  isAtMax,
  joinedLength,
  keywordKey,
  keywordsValue,
  MAX_KEYWORDS,
  MAX_KEYWORDS_LENGTH,
  normalizeKeyword,
  removeKeyword,
  type AddKeywordResult,
  type AddKeywordsResult,
  type AddKeywordStatus,
} from './keyword-tags.ts';

const messages = defineMessages<{
  list: NoMessageValues;
  placeholder: NoMessageValues;
  hint: NoMessageValues;
  max: { max: number };
  counter: { count: number; max: number };
  added: { keyword: string };
  removed: { keyword: string };
  duplicate: { keyword: string };
  tooLong: { keyword: string; max: number };
}>({
  list: { id: 'ui.keyword-tags.list', defaultMessage: 'Mots-clés ajoutés' },
  placeholder: { id: 'ui.keyword-tags.placeholder', defaultMessage: 'Ajouter un mot-clé' },
  hint: {
    id: 'ui.keyword-tags.hint',
    defaultMessage: 'Appuyez sur Entrée pour ajouter chaque mot-clé.',
  },
  max: {
    id: 'ui.keyword-tags.max',
    defaultMessage:
      'Vous avez atteint le maximum de {max, plural, one {# mot-clé} other {# mots-clés}}. Retirez-en un pour en ajouter un autre.',
  },
  counter: { id: 'ui.keyword-tags.counter', defaultMessage: '{count, number}/{max, number}' },
  added: { id: 'ui.keyword-tags.added', defaultMessage: 'Mot-clé « {keyword} » ajouté.' },
  removed: { id: 'ui.keyword-tags.removed', defaultMessage: 'Mot-clé « {keyword} » retiré.' },
  duplicate: {
    id: 'ui.keyword-tags.duplicate',
    defaultMessage: '« {keyword} » est déjà dans la liste.',
  },
  tooLong: {
    id: 'ui.keyword-tags.too-long',
    defaultMessage:
      '« {keyword} » n’a pas été ajouté : les mots-clés ne peuvent pas dépasser {max, number} caractères en tout. Raccourcissez-le ou retirez un mot-clé.',
  },
});

export const keywordTagsVariants = cva(
  [
    'flex min-h-11 w-full min-w-0 flex-wrap items-center gap-1.5 rounded-md border border-border-strong bg-surface-raised px-2 py-1.5 text-text shadow-sm',
    'transition-colors duration-150 ease-gentle',
    'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus',
    'data-[invalid]:border-danger data-[invalid]:ring-1 data-[invalid]:ring-danger',
    'data-[disabled]:cursor-not-allowed data-[disabled]:border-border data-[disabled]:bg-surface-sunken data-[disabled]:shadow-none',
  ],
  {
    variants: {
      size: { sm: 'min-h-9 text-sm', md: 'min-h-11 text-base' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface KeywordTagsProps {
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (keywords: string[]) => void;
  /** At most this many keywords (5). */
  max?: number;
  /** Longest the keywords may be once joined with commas, in characters (the search's 100). */
  maxLength?: number;
  size?: 'sm' | 'md';
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Marks the keywords invalid; put them in a `Field` to show the message. */
  error?: FieldErrorValue;
  /** Called on the first change after an error. */
  onErrorClear?: () => void;
  /** Replaces 'Ajouter un mot-clé'. */
  placeholder?: string;
  /** Replaces the maximum message. */
  maxMessage?: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * Keyword tags for the search: added with Enter, a comma (typed or pasted: the search joins the
 * keywords with commas, so a keyword never holds one) or when the input is left, removed with each
 * tag's cross or Backspace in the empty input; duplicates (case and accents ignored) are skipped, the
 * maximum (5) stops adding with a message, and so does a keyword that would make them longer than the
 * search takes (100 characters joined), the refused text staying in the input. Every change is
 * announced politely.
 */
export function KeywordTags({
  value,
  defaultValue,
  onValueChange,
  max = MAX_KEYWORDS,
  maxLength = MAX_KEYWORDS_LENGTH,
  size,
  id,
  name,
  disabled,
  required,
  error,
  onErrorClear,
  placeholder,
  maxMessage,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
}: KeywordTagsProps) {
  const intl = useIntl();
  const base = useId();
  const hintId = `${base}hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const control = useFieldControl({
    id,
    error,
    onErrorClear,
    disabled,
    required,
    describedBy: ariaDescribedBy,
  });
  const [inner, setInner] = useState<readonly string[]>(defaultValue ?? []);
  const keywords = value ?? inner;
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  /** Why the text in the input was not added (too long), until it or the keywords change. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = isAtMax(keywords, max);

  function commit(next: string[]) {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
    control.notifyEdit();
  }

  /**
   * Adds the keywords of `source` (split at its commas). What is refused stays in the input, followed
   * by `typing` (the text after the last comma typed, still being written).
   */
  function add(source = text, typing?: string) {
    const result = addKeywords(keywords, source, max, maxLength);
    if (result.added.length > 0) commit(result.keywords);
    setText(
      typing === undefined ? result.rest : result.rest === '' ? typing : `${result.rest},${typing}`,
    );
    const tooLong =
      result.refused?.status === 'too-long'
        ? intl.formatMessage(messages.tooLong, { keyword: result.refused.keyword, max: maxLength })
        : null;
    setRefusal(tooLong);
    const said = [
      ...result.added.map((keyword) => intl.formatMessage(messages.added, { keyword })),
      ...result.duplicates.map((keyword) => intl.formatMessage(messages.duplicate, { keyword })),
      ...(tooLong === null ? [] : [tooLong]),
    ];
    if (said.length > 0) setAnnouncement(said.join(' '));
  }

  function remove(index: number) {
    const keyword = keywords[index];
    if (keyword === undefined) return;
    commit(removeKeyword(keywords, index));
    setRefusal(null);
    setAnnouncement(intl.formatMessage(messages.removed, { keyword }));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the keyword instead of sending the surrounding form.
      if (text.trim() !== '' || full) event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && keywords.length > 0) {
      event.preventDefault();
      remove(keywords.length - 1);
    }
  }

  return (
    <div
      data-slot="keyword-tags"
      data-count={keywords.length}
      data-at-max={full || undefined}
      className={cn('flex w-full min-w-0 flex-col gap-1.5', className)}
    >
      <div
        data-slot="keyword-tags-box"
        data-invalid={control.invalid || undefined}
        data-disabled={control.disabled || undefined}
        className={keywordTagsVariants({ size })}
      >
        {keywords.length > 0 ? (
          <ul
            aria-label={intl.formatMessage(messages.list)}
            data-slot="keyword-tags-list"
            className="flex min-w-0 flex-wrap gap-1.5"
          >
            {keywords.map((keyword, index) => (
              <li key={keyword} className="flex min-w-0">
                <Chip
                  variant="primary"
                  size="sm"
                  data-slot="keyword-tag"
                  disabled={control.disabled}
                  onRemove={() => {
                    remove(index);
                    inputRef.current?.focus();
                  }}
                >
                  {keyword}
                </Chip>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={control.id}
          name={name}
          type="text"
          enterKeyHint="done"
          autoComplete="off"
          data-slot="keyword-tags-input"
          value={text}
          maxLength={maxLength}
          readOnly={full}
          disabled={control.disabled}
          required={control.required && keywords.length === 0}
          placeholder={full ? undefined : (placeholder ?? intl.formatMessage(messages.placeholder))}
          aria-label={ariaLabel}
          aria-invalid={control.invalid || undefined}
          aria-describedby={joinIds(control.describedBy, hintId)}
          onChange={(event) => {
            const typed = event.target.value;
            const comma = typed.lastIndexOf(',');
            // A comma ends a keyword, as Enter does (a pasted list becomes its keywords).
            if (comma >= 0) {
              add(typed.slice(0, comma), typed.slice(comma + 1));
            } else {
              setText(typed);
              setRefusal(null);
            }
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            add();
          }}
          className="h-8 min-w-[8rem] flex-1 bg-transparent px-1.5 outline-none placeholder:text-text-muted read-only:cursor-default disabled:cursor-not-allowed"
        />
      </div>
      <div className="flex items-start justify-between gap-3 text-sm">
        <p
          id={hintId}
          data-slot={
            full
              ? 'keyword-tags-max'
              : refusal !== null
                ? 'keyword-tags-too-long'
                : 'keyword-tags-hint'
          }
          className={full || refusal !== null ? 'font-semibold text-warning' : 'text-text-muted'}
        >
          {full
            ? (maxMessage ?? intl.formatMessage(messages.max, { max }))
            : (refusal ?? intl.formatMessage(messages.hint))}
        </p>
        <span
          aria-hidden="true"
          data-slot="keyword-tags-counter"
          className="shrink-0 text-text-muted tabular-nums"
        >
          {intl.formatMessage(messages.counter, { count: keywords.length, max })}
        </span>
      </div>
      <p role="status" data-slot="keyword-tags-status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
