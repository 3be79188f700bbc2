import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { composeRefs } from '../../lib/compose-refs';
import { LoadFailure } from '../../lib/load-failure';
import { loadOnce } from '../../lib/load-once';
import { whenIdle } from '../../lib/when-idle';

export interface ActionMenuItem {
  /** Unique within the menu (React's key). */
  id: string;
  label: ReactNode;
  /** An icon before the label (`aria-hidden`). */
  icon?: ReactNode;
  /** `destructive` for what cannot be taken back lightly (block, report). */
  variant?: 'default' | 'destructive';
  /** Called when the item is chosen (click, Enter or Space); the menu closes. */
  onSelect: () => void;
  /** A line before this item, to set a group apart. */
  separatorBefore?: boolean;
  /** The item's `data-slot`, for the page's styles and tests. */
  slot?: string;
  /** More `data-*` attributes on the item (its state). */
  data?: Record<`data-${string}`, string | undefined>;
}

/** The button that opens the menu and what else the opened menu needs. */
export interface ActionMenuProps {
  /**
   * The button that opens the menu (a `Button`, labelled): the menu gives it `aria-haspopup` and
   * `aria-expanded`, and gives the focus back to it when it closes. A `ref` on it stays on it.
   */
  trigger: ReactElement<TriggerProps>;
  items: readonly ActionMenuItem[];
  /** Which edge of the trigger the menu lines up with (default `end`). */
  align?: 'start' | 'center' | 'end';
  /** The menu's `data-slot`. */
  contentSlot?: string;
}

/** What the menu's code receives once loaded: opened at once, by the press that asked for it. */
export interface LoadedActionMenuProps extends ActionMenuProps {
  /** Opened with the keyboard (Enter, Space, ↓): the first item takes the focus, as in any menu. */
  openedWithKeyboard: boolean;
}

interface TriggerProps {
  ref?: Ref<HTMLButtonElement>;
  disabled?: boolean;
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/** The keys that open a menu from its button (WAI-ARIA menu button). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * An action menu (⋯) whose code loads when it is first wanted, not with the page: Radix's menu, its
 * positioning and focus handling are about 20 KiB gzip that a profile or a conversation does not need
 * to draw (issue 12). Until then the trigger is the same button, marked as a menu button; pressing it
 * (pointer, Enter, Space or ↓) loads the menu, already asked for once the page is idle, and opens it.
 * From then on it is the Radix menu. Should the code fail to load (offline), the button stays and the
 * next press asks again.
 *
 * `load` gives the menu (see `ActionMenu`, which loads action-menu-radix.tsx); stories pass their own.
 */
export function actionMenuOnDemand(
  load: () => Promise<ComponentType<LoadedActionMenuProps>>,
): ComponentType<ActionMenuProps> & { preload: () => Promise<unknown> } {
  const loadComponent = loadOnce(() => load().then((component) => ({ default: component })));
  let Loaded = lazy(loadComponent);

  function OnDemandActionMenu(props: ActionMenuProps) {
    const { trigger } = props;
    /** How the menu was first asked for; null until then (and again after a failed load). */
    const [asked, setAsked] = useState<'keyboard' | 'pointer' | null>(null);
    const [attempt, setAttempt] = useState(0);
    /** After a failed load, the button shown again takes the focus back. */
    const refocus = useRef(false);
    useEffect(
      () =>
        whenIdle(() => {
          loadComponent().catch(() => undefined);
        }),
      [],
    );
    const ownRef = trigger.props.ref;
    const preload = () => {
      loadComponent().catch(() => undefined);
    };
    const button = (expanded: boolean) =>
      cloneElement(trigger, {
        'aria-haspopup': 'menu',
        'aria-expanded': expanded,
        ref: composeRefs(ownRef, (node: HTMLButtonElement | null) => {
          if (node && refocus.current) {
            refocus.current = false;
            node.focus();
          }
        }),
        onPointerEnter: preload,
        onFocus: preload,
        onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
          // As Radix's own trigger: the main button, without Ctrl (which opens the context menu on macOS).
          if (event.button !== 0 || event.ctrlKey) return;
          event.preventDefault();
          setAsked('pointer');
        },
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          setAsked('keyboard');
        },
        // A click with no pointer before it: a screen reader's, or an assistive switch's.
        onClick: () => {
          setAsked((how) => how ?? 'keyboard');
        },
      });
    // A disabled button opens nothing (pointer events still reach it in some browsers).
    if (asked === null) return trigger.props.disabled ? trigger : button(false);
    return (
      <LoadFailure
        key={attempt}
        onFailure={() => {
          Loaded = lazy(loadComponent);
          refocus.current = true;
          setAsked(null);
          setAttempt((count) => count + 1);
        }}
      >
        <Suspense fallback={button(true)}>
          <Loaded {...props} openedWithKeyboard={asked === 'keyboard'} />
        </Suspense>
      </LoadFailure>
    );
  }
  return Object.assign(OnDemandActionMenu, { preload: loadComponent });
}

/** The action menu of a profile or a conversation (⋯): see `actionMenuOnDemand`. */
export const ActionMenu = actionMenuOnDemand(() =>
  import('./action-menu-radix.tsx').then((module) => module.ActionMenuRadix),
);
