import { ScreenSpinner } from '@app/ui/spinner';

/** The frame of an ambassador page inside the area layout (as the member pages). */
export const PAGE = 'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 pt-6 pb-24 lg:pb-12';

/** While the user loads (the shell has usually loaded it already): a screen tall, as the app's. */
export function PageLoading() {
  return <ScreenSpinner />;
}
