import type { ReactElement, ReactNode } from 'react';
import type * as DialogModule from './dialog.tsx';
import { lazyParts, type TriggerProps } from './lazy-parts.ts';

/** The dialog's parts (web/components/ui/dialog.tsx), handed to the dialog's content once loaded. */
export type DialogParts = typeof DialogModule;

const useDialogParts = lazyParts<DialogParts>(() => import('./dialog.tsx'), 'dialog');

/**
 * A dialog whose code (Radix's dialog with its focus trap and scroll lock) is not part of the page's load (see
 * lazyParts); `content` renders the DialogContent with the loaded parts.
 */
export function LazyDialog({
  trigger,
  content,
}: {
  trigger: ReactElement<TriggerProps>;
  content: (parts: DialogParts) => ReactNode;
}) {
  const { parts, openAtStart, placeholder } = useDialogParts(trigger);
  if (!parts) return placeholder;
  return (
    <parts.Dialog defaultOpen={openAtStart}>
      <parts.DialogTrigger asChild>{trigger}</parts.DialogTrigger>
      {content(parts)}
    </parts.Dialog>
  );
}
