import { expect, userEvent, within } from 'storybook/test';

/** Chooses an option of a native select (by label or value) and checks that the select shows it. */
export async function chooseOption(select: HTMLElement, option: string): Promise<void> {
  await userEvent.selectOptions(select, option);
  await expect(select).toHaveDisplayValue(option);
}

/** The options a select offers, without its placeholder (the disabled first option, value ''). */
export function offeredOptions(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .filter((option) => option instanceof HTMLOptionElement && option.value !== '')
    .map((option) => option.textContent);
}
