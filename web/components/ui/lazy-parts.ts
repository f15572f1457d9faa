import { cloneElement, useEffect, useState, type ReactElement, type SyntheticEvent } from 'react';
import { atFirstInteraction } from '#web/lib/first-interaction.ts';

/** What the stand-in trigger adds to the trigger's own handlers. */
export type TriggerProps = {
  onClick?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
};

/**
 * A Radix overlay (menu, dialog) whose code is not part of a page's first load: `load` runs at the visitor's first
 * interaction with the page, or when the trigger is hovered or focused, and the first click on the trigger opens
 * the overlay as soon as its code is there. Until then the trigger is the same button, announced as closed.
 */
export function lazyParts<Parts>(load: () => Promise<Parts>, popup: 'menu' | 'dialog') {
  let loaded: Parts | undefined;
  let loading: Promise<Parts> | undefined;
  const get = () => {
    loading ??= load().then(
      (parts) => (loaded = parts),
      (error: unknown) => {
        loading = undefined; // offline: the next use tries again
        throw error;
      },
    );
    return loading;
  };
  const prefetch = () => {
    get().catch(() => {});
  };

  /** The overlay's parts once loaded, whether to open at once, and the stand-in trigger until then. */
  return function useLazyParts(trigger: ReactElement<TriggerProps>) {
    const [parts, setParts] = useState(loaded);
    const [openAtStart, setOpenAtStart] = useState(false);
    useEffect(() => (parts ? undefined : atFirstInteraction(prefetch)), [parts]);
    const props = trigger.props;
    const placeholder = cloneElement(trigger, {
      'aria-haspopup': popup,
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: (event: SyntheticEvent) => {
        props.onPointerEnter?.(event);
        prefetch();
      },
      onFocus: (event: SyntheticEvent) => {
        props.onFocus?.(event);
        prefetch();
      },
      onClick: (event: SyntheticEvent) => {
        props.onClick?.(event);
        get().then(
          (ready) => {
            setOpenAtStart(true);
            setParts(ready);
          },
          () => {
            // offline before the overlay was ever fetched: nothing opens; a click once online does
          },
        );
      },
    } as TriggerProps);
    return { parts, openAtStart, placeholder };
  };
}
