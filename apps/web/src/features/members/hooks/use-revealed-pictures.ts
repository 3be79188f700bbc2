import { useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR, { useSWRConfig } from 'swr';
import { toastError } from '../../../lib/errors';
import { revealMember, type RevealedPictures } from '../api/reveal-member';
import { refetchUserIfChanged } from '../../../lib/user-changed';

/**
 * The signed URLs live at least an hour: a reveal is kept for less, then the blurred renditions show
 * again until the member is revealed anew.
 */
const REVEAL_LIFETIME_MS = 50 * 60 * 1000;

const keyOf = (memberId: number) => ['revealed-pictures', memberId] as const;

/**
 * A member's pictures revealed despite their anonymous mode (spec 02 §4, the avatar's reveal button).
 * The API sends only blurred renditions of them; `reveal()` asks `POST members/{id}/reveal` for the
 * originals, kept for this member wherever they show (search card, favourites, profile) for the
 * session. A refusal shows as an error and the pictures stay blurred.
 */
export function useRevealedPictures(memberId: number) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const { data: revealed } = useSWR<RevealedPictures>(keyOf(memberId), null);
  const [revealing, setRevealing] = useState(false);

  const reveal = async () => {
    setRevealing(true);
    try {
      const pictures = await revealMember(memberId);
      await mutate(keyOf(memberId), pictures, { revalidate: false });
      setTimeout(() => {
        void mutate(keyOf(memberId), undefined, { revalidate: false });
      }, REVEAL_LIFETIME_MS);
    } catch (error) {
      if (!refetchUserIfChanged(error)) toastError(error, intl);
    } finally {
      setRevealing(false);
    }
  };

  return { revealed, reveal, revealing };
}
