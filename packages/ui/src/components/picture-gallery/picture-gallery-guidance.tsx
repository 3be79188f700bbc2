/** The main-photo guidance under the album: what makes a good main picture. */
import { useIntl } from 'react-intl';
import { messages } from './picture-gallery-messages.ts';

const guidance = [
  messages.guidanceCloseUp,
  messages.guidanceFront,
  messages.guidanceNoSunglasses,
  messages.guidanceRecent,
  messages.guidanceAlone,
  messages.guidanceNotSuggestive,
  messages.guidanceNoFilters,
] as const;

export interface PictureGalleryGuidanceProps {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  /** One level below the album's title. */
  headingLevel: 3 | 4;
}

export function PictureGalleryGuidance({ headingId, headingLevel }: PictureGalleryGuidanceProps) {
  const intl = useIntl();
  const SubHeading = `h${String(headingLevel)}` as 'h3' | 'h4';
  return (
    <section
      aria-labelledby={headingId}
      data-slot="picture-gallery-guidance"
      className="rounded-lg bg-surface-sunken p-4"
    >
      <SubHeading id={headingId} className="font-display text-base font-semibold">
        {intl.formatMessage(messages.guidanceTitle)}
      </SubHeading>
      <ul className="mt-2 grid gap-1 text-sm @md:grid-cols-2">
        {guidance.map((message) => (
          <li key={message.id} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
            {intl.formatMessage(message)}
          </li>
        ))}
      </ul>
    </section>
  );
}
