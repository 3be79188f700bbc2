// @vitest-environment happy-dom
import { PictureGallery } from '@app/ui/picture-gallery';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

afterEach(cleanup);

const pictures = [
  { id: 1, src: '/p1.jpg', status: 'portrait' as const },
  { id: 2, src: '/p2.jpg', status: 'validated' as const },
  { id: 3, src: '/p3.jpg', status: 'validated' as const },
];

describe('the album while its reordering code loads', () => {
  // dnd-kit loads after the album (issue 12): the same tiles show, their drag handles disabled, and a
  // keyboard user who reached a button meanwhile keeps the focus on the one that replaces it.
  it('shows the tiles at once, then keeps the focus on the same button as the sortable tiles come', async () => {
    renderPage(
      <PictureGallery context="settings" pictures={pictures} onDelete={() => undefined} />,
      {
        path: '/member/settings/pictures',
        platform: fakePlatform('web'),
      },
    );
    const handle = screen.getByRole('button', { name: 'Déplacer la photo 1' });
    expect(handle.hasAttribute('disabled')).toBe(true);
    const before = screen.getByRole('button', { name: 'Supprimer la photo 2' });
    before.focus();
    expect(document.activeElement).toBe(before);

    await waitFor(() => {
      expect(
        screen.getByRole('button', { name: 'Déplacer la photo 1' }).hasAttribute('disabled'),
      ).toBe(false);
    });
    const after = screen.getByRole('button', { name: 'Supprimer la photo 2' });
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
  });
});
