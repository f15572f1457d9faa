import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names. A component's classes and the ones a caller adds never set the same thing twice (a padding in
 * the component's base and another in the caller's, say): a variant or a prop says what differs instead. Which of
 * two such utilities wins would depend on the stylesheet's order, not on the order written, so development builds
 * and the tests check every join with tailwind-merge and report a conflict as an error; production only joins,
 * without tailwind-merge's code or the class map it builds on first use (ADR 0012).
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) reportConflicts(classes);
  return classes;
}

function reportConflicts(classes: string) {
  const merged = new Set(twMerge(classes).split(' '));
  const dropped = classes.split(' ').filter((name) => name && !merged.has(name));
  if (dropped.length) console.error(`cn: conflicting classes ${dropped.join(', ')} in "${classes}"`);
}
