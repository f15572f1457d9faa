import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '#web/app/providers.tsx';
import { DREAM_STORAGE_KEY, dreamOfReading } from '#web/lib/dream-threads.ts';
import { i18n, loadNamespaces } from '#web/lib/i18n.ts';
import { SolverWorker, browseAs, appServerForFile } from '#web/test/app-server.ts';
import { AskPage } from './ask-page.tsx';

// docs/product.md §1.5.2: the ask page opened from a dream, against the real app. The dream stays in localStorage.
vi.setConfig({ testTimeout: 30_000 });
const server = appServerForFile();

const DREAM_TEXT = 'A violet walrus sang beneath the frozen bridge';
const dream = {
  id: 'dream-walrus',
  date: '2026-11-20T05:30:00.000Z',
  text: DREAM_TEXT,
  category: 'visionary',
  mood: 6,
  intensity: 8,
  clarity: 7,
  images: [],
  moonPhase: 'Full Moon',
};

beforeEach(async () => {
  vi.stubGlobal('Worker', SolverWorker);
  localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify([dream]));
  await i18n.changeLanguage('en');
  await loadNamespaces(['ask']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderAsk(state: unknown) {
  const member = await server.member(5);
  const fetch = await browseAs(server, member);
  const router = createMemoryRouter(
    [
      { path: '/ask', element: <AskPage /> },
      { path: '/answer', element: <p data-testid="waiting" /> },
    ],
    { initialEntries: [{ pathname: '/ask', state }] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { member, router, fetch, user: userEvent.setup() };
}

/** Everything the page sent: URL, headers and body of each request. */
const sent = (fetch: Awaited<ReturnType<typeof browseAs>>) =>
  fetch.mock.calls.map(([input, init]) => JSON.stringify([String(input), init?.headers ?? {}, init?.body ?? '']));

describe('asking about a dream', () => {
  it('starts with an empty question, says plainly that nothing of the dream is sent, and links the reading on the device', async () => {
    const { member, router, fetch, user } = await renderAsk({ fromDream: dream.id });
    const box = screen.getByRole('textbox', { name: /Your question/ });
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('placeholder', 'What would you like to understand about this dream?');
    expect(box).toHaveAccessibleDescription(/Nothing of your dream is sent/);
    expect(screen.getByText(/only the question you write here goes to the oracle/)).toBeVisible();

    const select = screen.getByRole('combobox', { name: /Category/ });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, member.categories[0]!.id);
    await user.type(box, 'What is asking to be heard?');
    await screen.findByText('Verified: you are human');
    await user.click(screen.getByRole('button', { name: 'Ask the Oracle' }));
    expect(await screen.findByTestId('waiting')).toBeInTheDocument();

    const questionId = new URLSearchParams(router.state.location.search).get('questionId')!;
    expect(dreamOfReading(questionId)).toMatchObject({ dreamId: dream.id, date: dream.date });
    const stored = JSON.parse(localStorage.getItem(DREAM_STORAGE_KEY)!);
    expect(stored[0].readings).toEqual([{ questionId, askedAt: expect.any(String) }]);
    expect(await server.get(member, `/api/questions/${questionId}`)).toMatchObject({
      question_text: 'What is asking to be heard?',
    });

    // Nothing of the dream, not even its id, went into any request.
    const requests = sent(fetch);
    expect(requests.some((request) => request.includes('/api/questions'))).toBe(true);
    for (const request of requests) {
      expect(request).not.toContain('walrus');
      expect(request).not.toContain(dream.id);
    }
  });

  it('is the plain ask page without a dream, and links nothing', async () => {
    const { member, router, user } = await renderAsk(null);
    const box = screen.getByRole('textbox', { name: /Your question/ });
    expect(box).toHaveAttribute('placeholder', 'What would you like guidance on?');
    expect(screen.queryByText(/Nothing of your dream is sent/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Category/ })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), member.categories[0]!.id);
    await user.type(box, 'Will the ice hold?');
    await screen.findByText('Verified: you are human');
    await user.click(screen.getByRole('button', { name: 'Ask the Oracle' }));
    await screen.findByTestId('waiting');
    const questionId = new URLSearchParams(router.state.location.search).get('questionId')!;
    expect(dreamOfReading(questionId)).toBeNull();
    expect(JSON.parse(localStorage.getItem(DREAM_STORAGE_KEY)!)[0].readings).toBeUndefined();
  });

  it('says it in Thai', async () => {
    await i18n.changeLanguage('th');
    await loadNamespaces(['ask']);
    await renderAsk({ fromDream: dream.id });
    const box = screen.getByRole('textbox', { name: /คำถามของคุณ/ });
    expect(box).toHaveAttribute('placeholder', 'คุณอยากเข้าใจอะไรเกี่ยวกับความฝันนี้');
    expect(box).toHaveAccessibleDescription(/ระบบจะไม่ส่งเนื้อหาความฝันของคุณ/);
  });
});
