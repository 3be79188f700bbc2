import { useMediaQuery } from '@app/ui/hooks/use-media-query';

/** The `lg` breakpoint of the design system, where the inbox shows the list and the conversation side by side. */
const DESKTOP = '(min-width: 1024px)';

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP);
}
