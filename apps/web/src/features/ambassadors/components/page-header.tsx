import { Spinner } from '@app/ui/spinner';
import type { ReactNode } from 'react';

/** The title and subtitle of an ambassador page (the page's only h1). */
export function PageHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="font-display text-3xl font-semibold text-balance sm:text-4xl">{title}</h1>
      {subtitle ? <p className="text-lg text-pretty text-text-muted">{subtitle}</p> : null}
    </header>
  );
}

/** While the user loads (the shell has usually loaded it already). */
export function PageLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  );
}
