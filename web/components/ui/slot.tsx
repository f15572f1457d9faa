import { cloneElement, isValidElement, useCallback, type ReactNode, type Ref } from 'react';

type SlotProps = Record<string, unknown> & { children?: ReactNode; ref?: Ref<unknown> };

function setRef(ref: Ref<unknown> | undefined, value: unknown) {
  if (typeof ref === 'function') return ref(value);
  if (ref) (ref as { current: unknown }).current = value;
}

/**
 * Renders its only child element with the given props merged in, by the rules of Radix's Slot (`asChild`): the
 * child's props win, except that both event handlers run (the child's first), class names join, styles merge and
 * both refs are set. Radix's Slot also handles Slottable and lazy children, which a button never needs; this one
 * keeps it out of the first load.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = isValidElement<SlotProps>(children) ? children : null;
  const childRef = child?.props.ref;
  // One ref callback that sets both refs and runs their cleanups, as Radix's composeRefs.
  const composedRef = useCallback(
    (node: unknown) => {
      const refs = [ref, childRef];
      const cleanups = refs.map((each) => setRef(each, node));
      return () => {
        cleanups.forEach((cleanup, i) => (typeof cleanup === 'function' ? cleanup() : setRef(refs[i], null)));
      };
    },
    [ref, childRef],
  );
  if (!child) return null;
  const childProps = child.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) {
        merged[name] = slotValue;
      }
    } else if (name === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  merged.ref = composedRef;
  // eslint-disable-next-line react-hooks/refs -- the refs are handed to the child element, never read here
  return cloneElement(child, merged);
}
