import { cva } from 'class-variance-authority';

/**
 * The switch's track and thumb, apart from Radix: a page can draw a switch's place (a placeholder of
 * the same size) without loading the switch.
 */
export const switchVariants = cva(
  [
    'peer relative inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-border-strong',
    'transition-colors duration-150 ease-gentle',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'data-[state=checked]:bg-primary',
    'disabled:cursor-not-allowed disabled:opacity-55',
    'aria-busy:cursor-progress',
    'aria-invalid:ring-2 aria-invalid:ring-danger aria-invalid:ring-offset-1',
  ],
  {
    variants: {
      size: {
        sm: 'h-5 w-(--track) [--thumb:1rem] [--track:2.25rem]',
        md: 'h-7 w-(--track) [--thumb:1.5rem] [--track:3rem]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export const switchThumbClassName = [
  'pointer-events-none flex size-(--thumb) items-center justify-center rounded-full bg-surface-raised text-primary shadow-md',
  'translate-x-0 transition-transform duration-150 ease-gentle data-[state=checked]:translate-x-[calc(var(--track)-var(--thumb)-4px)]',
].join(' ');
