import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StartupStep, nextTask } from './startup-steps.tsx';

/** Resolves in a task of its own, queued now: after the tasks already queued, before those queued later. */
const aTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Lets tasks run, one at a time, until `text` is on screen. */
async function untilShown(text: string) {
  for (let task = 0; task < 10 && !screen.queryByText(text); task++) await act(aTask);
  expect(screen.getByText(text)).toBeInTheDocument();
}

function Part({ name, log }: { name: string; log: string[] }) {
  log.push(name);
  return <p>{name}</p>;
}

describe('StartupStep', () => {
  it('renders each step one task after the one before, then never makes anything wait again', async () => {
    const log: string[] = [];
    render(
      <>
        <Part name="header" log={log} />
        <StartupStep index={1}>
          <Part name="page" log={log} />
        </StartupStep>
        <StartupStep index={2}>
          <Part name="footer" log={log} />
        </StartupStep>
      </>,
    );
    expect(log).toEqual(['header']);

    await untilShown('page');
    expect(screen.queryByText('footer')).not.toBeInTheDocument();
    await untilShown('footer');
    expect(log).toEqual(['header', 'page', 'footer']);

    // Started, the app renders a step's contents at once (a navigation, say).
    render(
      <StartupStep index={2}>
        <p>next page</p>
      </StartupStep>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
  });

  it('never makes a step wait once it has passed, even a step nothing waited on', async () => {
    // Step 5 waits on step 4 (which nothing renders here) in turn; once 5 is shown, 4 has passed.
    render(
      <StartupStep index={5}>
        <p>footer</p>
      </StartupStep>,
    );
    await untilShown('footer');
    render(
      <StartupStep index={4}>
        <p>first visit to a page with parts</p>
      </StartupStep>,
    );
    expect(screen.getByText('first visit to a page with parts')).toBeInTheDocument();
  });
});

describe('nextTask', () => {
  it('runs the work in a task of its own, after the tasks already queued, and answers its result', async () => {
    const log: string[] = [];
    setTimeout(() => log.push('queued before'));
    const result = nextTask(() => {
      log.push('work');
      return 42;
    });
    setTimeout(() => log.push('queued after'));
    log.push('now');
    expect(await result).toBe(42);
    await nextTask(() => undefined);
    expect(log).toEqual(['now', 'queued before', 'work', 'queued after']);
  });

  it('rejects with what the work threw', async () => {
    await expect(
      nextTask(() => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
  });
});
