import { cva } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import { Label } from 'radix-ui';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { firstError, hasError, joinIds, type FieldErrorValue } from './field.ts';

export { firstError, hasError, joinIds, type FieldErrorValue } from './field.ts';

interface FieldContextValue {
  controlId: string;
  labelId: string | undefined;
  descriptionId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  disabled: boolean | undefined;
  required: boolean | undefined;
  notifyEdit: () => void;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/**
 * Calls `onErrorClear` once, on the first edit after an error appears, so the app can drop it
 * (a server 422 message is cleared when the field is edited).
 */
export function useErrorClear(
  error: FieldErrorValue,
  onErrorClear: (() => void) | undefined,
): () => void {
  const cleared = useRef(false);
  useEffect(() => {
    cleared.current = false;
  }, [error]);
  return useCallback(() => {
    if (cleared.current || !hasError(error)) return;
    cleared.current = true;
    onErrorClear?.();
  }, [error, onErrorClear]);
}

export interface FieldControlOptions {
  id?: string | undefined;
  error?: FieldErrorValue;
  onErrorClear?: (() => void) | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  /** The control's own `aria-describedby`, kept first. */
  describedBy?: string | undefined;
  /** The control carries its own label (checkbox, switch): it keeps its own id. */
  ownLabel?: boolean;
}

/**
 * What a control needs from the surrounding `Field`: its id, the ids describing it, whether it is
 * invalid, and `notifyEdit` to call on every edit (clears a server error).
 */
export function useFieldControl(options: FieldControlOptions) {
  const field = use(FieldContext);
  const generatedId = useId();
  const clearOwn = useErrorClear(options.error, options.onErrorClear);
  const fieldNotify = field?.notifyEdit;
  const notifyEdit = useCallback(() => {
    clearOwn();
    fieldNotify?.();
  }, [clearOwn, fieldNotify]);
  const invalid = hasError(options.error) || Boolean(field?.invalid);
  return {
    id: options.id ?? (options.ownLabel ? undefined : field?.controlId) ?? generatedId,
    labelId: field?.labelId,
    describedBy: joinIds(
      options.describedBy,
      field?.descriptionId,
      field?.invalid ? field.errorId : undefined,
    ),
    invalid,
    disabled: options.disabled ?? field?.disabled ?? false,
    required: options.required ?? field?.required ?? false,
    notifyEdit,
  };
}

export const fieldLabelVariants = cva(
  [
    'text-sm font-semibold text-text',
    "data-[required]:after:ml-0.5 data-[required]:after:text-danger data-[required]:after:content-['*']",
  ],
  {
    variants: {
      hidden: { true: 'sr-only', false: '' },
    },
    defaultVariants: { hidden: false },
  },
);

export const fieldVariants = cva('flex min-w-0 flex-col gap-1.5', {
  variants: {
    width: { full: 'w-full', auto: 'w-auto' },
  },
  defaultVariants: { width: 'full' },
});

export type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The visible label, tied to the control. */
  label?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Help under the label, read with the control. */
  description?: ReactNode;
  /** One message, or the server's 422 list for the field: only the first message shows. */
  error?: FieldErrorValue;
  /** Called on the first edit after an error, so the app can drop it. */
  onErrorClear?: () => void;
  required?: boolean;
  disabled?: boolean;
  /** The control's id (generated otherwise). */
  controlId?: string;
  width?: 'full' | 'auto';
  children: ReactNode;
};

/** Label, description, control and error message, linked for assistive technology. */
export function Field({
  label,
  hideLabel = false,
  description,
  error,
  onErrorClear,
  required,
  disabled,
  controlId,
  width,
  className,
  children,
  ...props
}: FieldProps) {
  const base = useId();
  const id = controlId ?? `${base}control`;
  const labelId = label != null ? `${base}label` : undefined;
  const descriptionId = description != null ? `${base}description` : undefined;
  const errorId = `${base}error`;
  const message = firstError(error);
  const invalid = message !== undefined;
  const notifyEdit = useErrorClear(error, onErrorClear);
  const context = useMemo<FieldContextValue>(
    () => ({
      controlId: id,
      labelId,
      descriptionId,
      errorId,
      invalid,
      disabled,
      required,
      notifyEdit,
    }),
    [id, labelId, descriptionId, errorId, invalid, disabled, required, notifyEdit],
  );
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn(fieldVariants({ width }), className)}
      {...props}
    >
      {label != null ? (
        <Label.Root
          id={labelId}
          htmlFor={id}
          data-slot="field-label"
          data-required={required || undefined}
          className={fieldLabelVariants({ hidden: hideLabel })}
        >
          {label}
        </Label.Root>
      ) : null}
      {description != null ? (
        <p id={descriptionId} data-slot="field-description" className="text-sm text-text-muted">
          {description}
        </p>
      ) : null}
      <FieldContext value={context}>{children}</FieldContext>
      {invalid ? (
        <p
          id={errorId}
          data-slot="field-error"
          className="flex items-start gap-1.5 text-sm font-semibold text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
