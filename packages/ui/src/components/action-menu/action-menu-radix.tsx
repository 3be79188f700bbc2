import { Fragment, useRef } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import type { LoadedActionMenuProps } from './action-menu.tsx';

/**
 * The action menu itself (Radix DropdownMenu), in a module of its own: `ActionMenu` loads it when the
 * menu is first wanted and mounts it open.
 */
export function ActionMenuRadix({
  trigger,
  items,
  align = 'end',
  contentSlot,
  openedWithKeyboard,
}: LoadedActionMenuProps) {
  const firstFocus = useRef(true);
  return (
    // Not modal: the page around stays as it is (no `aria-hidden` over focusable content, which axe
    // flags, no frozen pointer or scroll); Escape, Tab and a press outside close it.
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        {...(contentSlot ? { 'data-slot': contentSlot } : {})}
        align={align}
        onFocus={(event) => {
          // Radix moves to the first item when its own trigger saw the key; this menu opens as it
          // mounts, focused as a whole: move on once, as a keyboard user expects.
          if (!firstFocus.current || event.target !== event.currentTarget) return;
          firstFocus.current = false;
          if (!openedWithKeyboard) return;
          event.currentTarget
            .querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
            ?.focus({ preventScroll: true });
        }}
      >
        {items.map((item) => (
          <Fragment key={item.id}>
            {item.separatorBefore ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem
              {...item.data}
              {...(item.slot ? { 'data-slot': item.slot } : {})}
              variant={item.variant ?? 'default'}
              onSelect={item.onSelect}
            >
              {item.icon}
              {item.label}
            </DropdownMenuItem>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
