import type { ReactElement, ReactNode } from 'react';
import type * as DropdownMenuParts from './dropdown-menu.tsx';
import { lazyParts, type TriggerProps } from './lazy-parts.ts';

/** The dropdown menu's parts (web/components/ui/dropdown-menu.tsx), handed to the menu's content once loaded. */
export type MenuParts = typeof DropdownMenuParts;

const useMenuParts = lazyParts<MenuParts>(() => import('./dropdown-menu.tsx'), 'menu');

/**
 * A dropdown menu whose code (Radix's menu with its positioning and focus handling) is not part of the first
 * load (see lazyParts): the header's menus cost nothing until the visitor reaches for one.
 */
export function LazyDropdownMenu({
  trigger,
  content,
  align,
}: {
  trigger: ReactElement<TriggerProps>;
  content: (parts: MenuParts) => ReactNode;
  align?: 'start' | 'center' | 'end';
}) {
  const { parts, openAtStart, placeholder } = useMenuParts(trigger);
  if (!parts) return placeholder;
  return (
    <parts.DropdownMenu defaultOpen={openAtStart}>
      <parts.DropdownMenuTrigger asChild>{trigger}</parts.DropdownMenuTrigger>
      <parts.DropdownMenuContent align={align}>{content(parts)}</parts.DropdownMenuContent>
    </parts.DropdownMenu>
  );
}
