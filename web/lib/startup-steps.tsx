import { Suspense, use, type ReactNode } from 'react';

/**
 * The app's first render runs in steps, each in a task of its own, so the browser can paint and take input in
 * between instead of being blocked for the whole tree at once (Preact renders a tree in one go, ADR 0010). Once a
 * step has run, it never waits again: later renders, such as navigations, are not split.
 */
const steps: Promise<void>[] = [];

/** The steps, in order: the layout, its header, the page, what a page shows below the fold, the footer. */
export const STEP = { layout: 1, header: 2, page: 3, belowTheFold: 4, footer: 5 } as const;

/** Runs `work` in a task of its own, after the tasks already queued; answers what it answers. */
export function nextTask<T>(work: () => T): Promise<Awaited<T>> {
  return new Promise<T>((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }) as Promise<Awaited<T>>;
}

function step(index: number): Promise<void> {
  while (steps.length < index) {
    const previous = steps.at(-1) ?? Promise.resolve();
    const next = previous.then(() => new Promise<void>((resolve) => setTimeout(resolve)));
    // Settled, the step says so the way `use` reads it, even if nothing waited on it: it never suspends again.
    void next.then(() => Object.assign(next, { status: 'fulfilled', value: undefined }));
    steps.push(next);
  }
  return steps[index - 1]!;
}

function AwaitStep({ index, children }: { index: number; children: ReactNode }) {
  use(step(index));
  return children;
}

/** Renders `children` at startup step `index` (1, 2, …), one task after the step before; nothing until then. */
export function StartupStep({ index, children }: { index: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AwaitStep index={index}>{children}</AwaitStep>
    </Suspense>
  );
}
