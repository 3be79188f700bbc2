import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './pagination.tsx';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous is disabled on the first page; the current page has `aria-current="page"`. */
export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveAttribute('data-page', '1');
    await expect(canvas.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    const current = canvas.getByRole('button', { name: 'Page 1' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('data-current', 'true');
    await expect(canvas.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page précédente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

/** Many pages: the first, the last, the current page's neighbours and ellipses for the gaps. */
export const WithEllipses: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvas, canvasElement }) => {
    const pages = canvas
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    await expect(pages).toEqual(['1', '9', '10', '11', '20']);
    const ellipses = canvasElement.querySelectorAll('[data-slot="pagination-ellipsis"]');
    await expect(ellipses).toHaveLength(2);
    for (const ellipsis of ellipses) await expect(ellipsis).toHaveAttribute('aria-hidden', 'true');
  },
};

export const NearTheStart: Story = {
  args: { page: 2, pageCount: 20 },
  play: async ({ canvas, canvasElement }) => {
    const pages = canvas
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    await expect(pages).toEqual(['1', '2', '3', '4', '5', '20']);
    await expect(canvasElement.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(
      1,
    );
  },
};

/** The spec shows pagination only when there is more than one page. */
export const HiddenWithOnePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** A list driven by the pagination, by keyboard. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [page, setPage] = useState(1);
    return (
      <div className="flex flex-col items-center gap-4">
        <p aria-live="polite">Articles, page {page}</p>
        <Pagination
          {...args}
          page={page}
          pageCount={12}
          onPageChange={(next) => {
            setPage(next);
            args.onPageChange(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    // Previous is disabled on page 1, so the first stop is page 1.
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await expect(
      getComputedStyle(canvas.getByRole('button', { name: 'Page 1' })).outlineStyle,
    ).toBe('solid');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Articles, page 2')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(canvas.getByText('Articles, page 12')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { page: 3, pageCount: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A narrow screen keeps the arrows and hides the words Précédente and Suivante visually. */
export const NarrowScreen: Story = {
  args: { page: 6, pageCount: 40 },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
};
