import { cva } from 'class-variance-authority';
import { Check, Circle, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { joinIds, useFieldControl } from '../field';
import { Input, type InputProps } from '../input';
import {
  isPasswordValid,
  PASSWORD_MIN_LENGTH,
  passwordRules,
  type PasswordRuleId,
} from './password-input.ts';

export {
  isPasswordValid,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_IDS,
  passwordRules,
  type PasswordRule,
  type PasswordRuleId,
} from './password-input.ts';

/** Separates a rule from its screen-reader state. */
const SPACE = ' ';

const messages = defineMessages<{
  show: NoMessageValues;
  rulesTitle: NoMessageValues;
  length: { min: number };
  uppercase: NoMessageValues;
  lowercase: NoMessageValues;
  digit: NoMessageValues;
  met: NoMessageValues;
  unmet: NoMessageValues;
  announceMet: { rule: string };
  announceUnmet: { rule: string };
  announceAll: NoMessageValues;
}>({
  show: { id: 'ui.password-input.show', defaultMessage: 'Afficher le mot de passe' },
  rulesTitle: {
    id: 'ui.password-input.rules-title',
    defaultMessage: 'Votre mot de passe doit contenir :',
  },
  length: {
    id: 'ui.password-input.rule-length',
    defaultMessage: '{min, plural, one {Au moins # caractère} other {Au moins # caractères}}',
  },
  uppercase: { id: 'ui.password-input.rule-uppercase', defaultMessage: 'Une lettre majuscule' },
  lowercase: { id: 'ui.password-input.rule-lowercase', defaultMessage: 'Une lettre minuscule' },
  digit: { id: 'ui.password-input.rule-digit', defaultMessage: 'Un chiffre' },
  met: { id: 'ui.password-input.rule-met', defaultMessage: '(respecté)' },
  unmet: { id: 'ui.password-input.rule-unmet', defaultMessage: '(manquant)' },
  announceMet: {
    id: 'ui.password-input.announce-met',
    defaultMessage: 'Critère respecté : {rule}.',
  },
  announceUnmet: {
    id: 'ui.password-input.announce-unmet',
    defaultMessage: 'Critère manquant : {rule}.',
  },
  announceAll: {
    id: 'ui.password-input.announce-all',
    defaultMessage: 'Le mot de passe respecte toutes les règles.',
  },
});

export const passwordRuleVariants = cva('flex items-start gap-2 text-sm', {
  variants: {
    met: {
      true: 'text-success',
      false: 'text-text-muted',
    },
  },
  defaultVariants: { met: false },
});

export type PasswordInputProps = Omit<InputProps, 'type' | 'trim'> & {
  /** Shows the rule checklist (new passwords); leave it off on sign-in. */
  showRules?: boolean;
  /** Overrides the toggle's name ('Afficher le mot de passe'). */
  showLabel?: string;
  /** Overrides the checklist's title ('Votre mot de passe doit contenir :'). */
  rulesTitle?: ReactNode;
  /** Overrides the text of some rules. */
  ruleLabels?: Partial<Record<PasswordRuleId, string>>;
  /** Where the show/hide toggle and checklist live; the input itself gets `className`. */
  wrapperClassName?: string;
};

/**
 * A password input with a labelled show/hide toggle and, for new passwords, the live rule checklist
 * (8 characters, an uppercase letter, a lowercase letter, a digit); each change is announced politely.
 */
export function PasswordInput({
  showRules = false,
  showLabel,
  rulesTitle,
  ruleLabels,
  wrapperClassName,
  className,
  value,
  defaultValue,
  onValueChange,
  autoComplete,
  id,
  'aria-describedby': ariaDescribedBy,
  ...props
}: PasswordInputProps) {
  const intl = useIntl();
  const base = useId();
  // The input keeps the surrounding Field's id, so its label names it.
  const inputId = useFieldControl({ id }).id;
  const rulesId = `${base}rules`;
  const titleId = `${base}rules-title`;
  const [visible, setVisible] = useState(false);
  const [inner, setInner] = useState(defaultValue ?? '');
  const current = value ?? inner;
  const rules = passwordRules(current);
  const valid = isPasswordValid(current);

  const ruleText = (rule: PasswordRuleId): string =>
    ruleLabels?.[rule] ??
    (rule === 'length'
      ? intl.formatMessage(messages.length, { min: PASSWORD_MIN_LENGTH })
      : intl.formatMessage(messages[rule]));

  // Announce the rules that just changed (a polite status, never on the first render).
  const metKey = rules.map((rule) => (rule.met ? '1' : '0')).join('');
  const [previousKey, setPreviousKey] = useState(metKey);
  const [announcement, setAnnouncement] = useState('');
  if (showRules && metKey !== previousKey) {
    const changed = rules.filter((rule, index) => previousKey[index] !== metKey[index]);
    setPreviousKey(metKey);
    setAnnouncement(
      [
        ...changed.map((rule) =>
          intl.formatMessage(rule.met ? messages.announceMet : messages.announceUnmet, {
            rule: ruleText(rule.id),
          }),
        ),
        valid ? intl.formatMessage(messages.announceAll) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }

  return (
    <div
      data-slot="password-input"
      data-visible={visible || undefined}
      data-valid={showRules ? valid : undefined}
      className={cn('flex w-full min-w-0 flex-col gap-2', wrapperClassName)}
    >
      <div className="relative">
        <Input
          {...props}
          id={inputId}
          type={visible ? 'text' : 'password'}
          value={current}
          autoComplete={autoComplete ?? (showRules ? 'new-password' : 'current-password')}
          autoCapitalize="none"
          spellCheck={false}
          onValueChange={(next) => {
            if (value === undefined) setInner(next);
            onValueChange?.(next);
          }}
          aria-describedby={joinIds(ariaDescribedBy, showRules && rulesId)}
          className={cn('pr-12', className)}
        />
        <button
          type="button"
          data-slot="password-input-toggle"
          data-state={visible ? 'visible' : 'hidden'}
          aria-pressed={visible}
          aria-controls={inputId}
          aria-label={showLabel ?? intl.formatMessage(messages.show)}
          disabled={props.disabled}
          onClick={() => {
            setVisible((shown) => !shown);
          }}
          className={cn(
            'absolute inset-y-0 right-1 my-auto inline-flex size-9 items-center justify-center rounded-full text-text-muted',
            'transition-colors duration-150 ease-gentle hover:bg-surface-sunken hover:text-text',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'disabled:cursor-not-allowed disabled:opacity-55',
          )}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {showRules ? (
        <div id={rulesId} data-slot="password-rules" className="flex flex-col gap-1">
          <p id={titleId} className="text-sm font-semibold text-text">
            {rulesTitle ?? intl.formatMessage(messages.rulesTitle)}
          </p>
          <ul aria-labelledby={titleId} className="flex flex-col gap-1">
            {rules.map((rule) => (
              <li
                key={rule.id}
                data-slot="password-rule"
                data-rule={rule.id}
                data-state={rule.met ? 'met' : 'unmet'}
                className={passwordRuleVariants({ met: rule.met })}
              >
                {rule.met ? (
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={3} />
                ) : (
                  <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                )}
                <span>
                  {ruleText(rule.id)}
                  {SPACE}
                  <span className="sr-only">
                    {intl.formatMessage(rule.met ? messages.met : messages.unmet)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {showRules ? (
        <p role="status" data-slot="password-rules-status" className="sr-only">
          {announcement}
        </p>
      ) : null}
    </div>
  );
}
