import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

/** A button of one line, its icon beside its label: what every size but `tile` shares (each sets its text size). */
const ONE_LINE = 'gap-2 whitespace-nowrap rounded-md';

export const buttonVariants = cva(
  'inline-flex items-center justify-center font-semibold transition-colors focus-visible:outline-3 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-card hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
        accent: 'bg-accent text-accent-foreground hover:bg-accent/85',
        night: 'border border-white/35 bg-white/10 text-white hover:bg-white/20',
        nightOutline: 'border border-white/50 bg-transparent text-white hover:bg-white/10',
      },
      // Each size sets its own text size, gap, corners and wrapping, so no two classes of a button set one thing.
      size: {
        default: `${ONE_LINE} h-10 px-4 py-2 text-sm`,
        sm: `${ONE_LINE} h-9 px-3 text-sm`,
        lg: `${ONE_LINE} h-11 px-6 text-base`,
        icon: `${ONE_LINE} size-10 text-sm`,
        /** A pager's previous and next: icon only on narrow phones, so it needs less room there. */
        pageStep: `${ONE_LINE} h-9 px-2.5 text-sm sm:px-3`,
        /** A pager's page number: at least square. */
        pageNumber: `${ONE_LINE} h-9 min-w-9 px-2 text-sm`,
        /** A tall tile with a label under its figure, wrapping when long. */
        tile: 'min-h-20 flex-col gap-1 whitespace-normal rounded-lg px-3 py-3 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
