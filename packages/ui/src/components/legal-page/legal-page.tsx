import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { isoDay, prepareLegalHtml, toDate, uniqueAnchors, type DateInput } from './legal-page.ts';

const messages = defineMessages({
  toc: { id: 'ui.legal-page.toc', defaultMessage: 'Sommaire' },
});

/** A section of a legal page: a heading (`h2`, listed in the table of contents) and its content. */
export interface LegalSection {
  /** The anchor; by default made from a text title ('Vie privée' → `vie-privee`). */
  id?: string;
  /** The section's heading; a string also makes its anchor. */
  title: ReactNode;
  /** The section's paragraphs, lists and links. */
  content: ReactNode;
}

export type LegalPageProps = Omit<ComponentProps<'article'>, 'title' | 'children'> & {
  /** The page's title (`h1`): 'Politique de confidentialité', 'Conditions d’utilisation', 'Nous joindre'. */
  title: ReactNode;
  /** When the text last changed (the terms' `published_at`); shown in the reader's language. */
  updatedAt?: DateInput;
  /** The time zone of the date; the reader's by default. */
  timeZone?: string;
  /** A paragraph under the title. */
  intro?: ReactNode;
  /** The page's sections: each heading is listed in the table of contents. */
  sections?: readonly LegalSection[];
  /**
   * The page as the server's HTML (the terms' `content`): sanitised, and its `h2` headings listed in the
   * table of contents.
   */
  html?: string;
  /** Free content after the sections (a contact form, addresses); its headings are not listed. */
  children?: ReactNode;
  /** Show the table of contents: `auto` (default) when there are 2 headings or more. */
  tableOfContents?: 'auto' | boolean;
  /** Overrides the table of contents' name ('Sommaire' / 'Contents'). */
  tocLabel?: string;
  /** Overrides 'Dernière mise à jour : {date}'; receives the formatted date element. */
  renderUpdated?: (date: ReactNode) => ReactNode;
};

const proseClassName =
  'flex flex-col gap-3 leading-relaxed ' +
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline ' +
  '[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-3 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-focus ' +
  '[&_h3]:mt-2 [&_h3]:font-semibold [&_h4]:font-semibold [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ' +
  '[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-text-muted';

const h2ClassName =
  'scroll-mt-24 font-display text-xl leading-tight font-semibold text-balance sm:text-2xl';

/**
 * A legal page (contact, privacy policy, terms) in a readable measure (at most 70 characters a line): the
 * title, the last-updated date in the reader's language, a table of contents built from the section headings,
 * and the sections (as React content or the server's HTML).
 */
export function LegalPage({
  className,
  title,
  updatedAt,
  timeZone,
  intro,
  sections = [],
  html,
  children,
  tableOfContents = 'auto',
  tocLabel,
  renderUpdated,
  ...props
}: LegalPageProps) {
  const intl = useIntl();
  const titleId = useId();
  const tocId = useId();
  const date = updatedAt === undefined ? null : toDate(updatedAt);

  const sectionAnchors = useMemo(
    () =>
      uniqueAnchors(
        sections.map((section, index) =>
          typeof section.title === 'string' ? section.title : `section-${index + 1}`,
        ),
      ),
    [sections],
  );
  const prepared = useMemo(() => (html === undefined ? null : prepareLegalHtml(html)), [html]);

  const headings: { id: string; title: ReactNode }[] = [
    ...sections.map((section, index) => ({
      id: section.id ?? sectionAnchors[index] ?? `section-${index + 1}`,
      title: section.title,
    })),
    ...(prepared?.headings ?? []),
  ];
  const showToc = tableOfContents === 'auto' ? headings.length >= 2 : tableOfContents;

  const formattedDate = date ? (
    <time dateTime={isoDay(date)} data-slot="legal-page-date">
      <FormattedDate value={date} dateStyle="long" timeZone={timeZone} />
    </time>
  ) : null;

  return (
    <article
      data-slot="legal-page"
      aria-labelledby={titleId}
      className={cn('mx-auto flex w-full max-w-[70ch] flex-col gap-8 text-text', className)}
      {...props}
    >
      <header data-slot="legal-page-header" className="flex flex-col gap-2">
        <h1 id={titleId} className="font-display text-3xl leading-tight font-semibold text-balance">
          {title}
        </h1>
        {formattedDate ? (
          <p data-slot="legal-page-updated" className="text-sm text-text-muted">
            {renderUpdated ? (
              renderUpdated(formattedDate)
            ) : (
              <FormattedMessage
                id="ui.legal-page.updated"
                defaultMessage="Dernière mise à jour : {date}"
                values={{ date: formattedDate }}
              />
            )}
          </p>
        ) : null}
        {intro != null ? (
          <div data-slot="legal-page-intro" className="text-lg text-text-muted">
            {intro}
          </div>
        ) : null}
      </header>

      {showToc && headings.length > 0 ? (
        <nav
          data-slot="legal-page-toc"
          aria-labelledby={tocId}
          className="rounded-lg border border-border bg-surface-raised px-5 py-4"
        >
          <h2 id={tocId} className="mb-2 text-sm font-bold tracking-wide text-text-muted uppercase">
            {tocLabel ?? intl.formatMessage(messages.toc)}
          </h2>
          <ol className="flex flex-col gap-1">
            {headings.map((heading) => (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  data-slot="legal-page-toc-link"
                  className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  {heading.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {sections.map((section, index) => {
        const id = headings[index]?.id ?? `section-${index + 1}`;
        return (
          <section
            key={id}
            data-slot="legal-page-section"
            aria-labelledby={id}
            className="flex flex-col gap-3"
          >
            <h2 id={id} className={h2ClassName}>
              {section.title}
            </h2>
            <div className={proseClassName}>{section.content}</div>
          </section>
        );
      })}

      {prepared ? (
        <div
          data-slot="legal-page-html"
          className={cn(
            proseClassName,
            '[&_h2]:mt-6 [&_h2]:scroll-mt-24 [&_h2]:font-display [&_h2]:text-xl [&_h2]:leading-tight [&_h2]:font-semibold [&_h2]:text-balance sm:[&_h2]:text-2xl [&_h2:first-child]:mt-0',
          )}
          // Sanitised by DOMPurify: only simple formatting and safe links remain.
          dangerouslySetInnerHTML={{ __html: prepared.html }}
        />
      ) : null}

      {children != null ? (
        <div data-slot="legal-page-content" className={proseClassName}>
          {children}
        </div>
      ) : null}
    </article>
  );
}
