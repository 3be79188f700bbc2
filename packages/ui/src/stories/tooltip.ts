import { expect, screen, userEvent, waitFor } from 'storybook/test';

/**
 * Escape puts the open tooltip away. Radix listens for the key from an effect of the tooltip's, which a
 * busy machine may run after the tooltip is already in the page: the key is pressed again until the
 * tooltip has heard it and gone.
 */
export async function dismissTooltip(): Promise<void> {
  await waitFor(async () => {
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('tooltip')).toBeNull();
  });
}
