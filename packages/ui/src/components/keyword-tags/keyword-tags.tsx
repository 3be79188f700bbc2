import { cva } from 'class-variance-authority';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Chip } from '../chip';
import { joinIds, useFieldControl, type FieldErrorValue } from '../field';
import { addKeyword, isAtMax, MAX_KEYWORDS, removeKeyword } from './keyword-tags.ts';

export {
  addKeyword,
  hasKeyword,
  isAtMax,
  keywordKey,
  MAX_KEYWORDS,
  normalizeKeyword,
  removeKeyword,
  type AddKeywordResult,
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
  /** Longest keyword, in characters. */
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
 * Keyword tags for the search: added with Enter or when the input is left, removed with each tag's
 * cross or Backspace in the empty input; duplicates (case and accents ignored) are skipped and the
 * maximum (5) stops adding with a message. Every change is announced politely.
 */
export function KeywordTags({
  value,
  defaultValue,
  onValueChange,
  max = MAX_KEYWORDS,
  maxLength = 50,
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
  const full = isAtMax(keywords, max);

  function commit(next: string[]) {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
    control.notifyEdit();
  }

  function add() {
    const result = addKeyword(keywords, text, max);
    if (result.status === 'empty') {
      setText('');
      return;
    }
    if (result.status === 'max') return;
    setText('');
    if (result.status === 'duplicate') {
      setAnnouncement(intl.formatMessage(messages.duplicate, { keyword: result.keyword }));
      return;
    }
    commit(result.keywords);
    setAnnouncement(intl.formatMessage(messages.added, { keyword: result.keyword }));
  }

  function remove(index: number) {
    const keyword = keywords[index];
    if (keyword === undefined) return;
    commit(removeKeyword(keywords, index));
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
            setText(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onBlur={add}
          className="h-8 min-w-[8rem] flex-1 bg-transparent px-1.5 outline-none placeholder:text-text-muted read-only:cursor-default disabled:cursor-not-allowed"
        />
      </div>
      <div className="flex items-start justify-between gap-3 text-sm">
        <p
          id={hintId}
          data-slot={full ? 'keyword-tags-max' : 'keyword-tags-hint'}
          className={full ? 'font-semibold text-warning' : 'text-text-muted'}
        >
          {full
            ? (maxMessage ?? intl.formatMessage(messages.max, { max }))
            : intl.formatMessage(messages.hint)}
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
