import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyQuestionEvent } from '#web/api/question-events.ts';
import { AppProviders, createQueryClient } from '#web/app/providers.tsx';
import { i18n, loadNamespaces } from '#web/lib/i18n.ts';
import { appServerForFile, browseAs, type Member } from '#web/test/app-server.ts';
import { WaitingPage } from './waiting-page.tsx';

// The waiting page against the real app: it polls GET /api/questions/{id} (jsdom has no EventSource, so no stream)
// and takes pushed events through the query cache.
vi.setConfig({ testTimeout: 30_000 });
const server = appServerForFile();
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadNamespaces(['reading']);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function ReadingStandIn() {
  return <p data-testid="reading">{useParams().id}</p>;
}

async function renderWaiting(member: Member, search: string) {
  await browseAs(server, member);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/ask', element: <p>ask page</p> },
      { path: '/answer', element: <WaitingPage /> },
      { path: '/reading/:id', element: <ReadingStandIn /> },
      { path: '/answer-log', element: <p>answer log</p> },
    ],
    { initialEntries: ['/ask', `/answer${search}`], initialIndex: 1 },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}

async function askedQuestion(member: Member) {
  const asked = await server.ask(member, 'Will the ice hold?');
  expect(asked.status).toBe(201);
  return asked.body.question_id as string;
}

describe('the waiting page', () => {
  it('shuffles while the reading is prepared, then opens it in place of itself once answered', async () => {
    const member = await server.member();
    const id = await askedQuestion(member);
    const { router } = await renderWaiting(member, `?questionId=${id}`);
    expect(await screen.findByRole('heading', { name: 'Preparing your card reading' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Shuffling the cards' })).toBeInTheDocument();
    // Still pending after a poll.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(router.state.location.pathname).toBe('/answer');

    await server.answerAll();
    expect(await screen.findByTestId('reading', {}, { timeout: 5_000 })).toHaveTextContent(id);
    expect(router.state.location.pathname).toBe(`/reading/${id}`);
    expect(router.state.historyAction).toBe('REPLACE');
    // Back goes to where the member came from, not to the shuffle.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/ask');
  });

  it('moves on as soon as the answer is pushed, without waiting for a poll', async () => {
    const member = await server.member();
    const id = await askedQuestion(member);
    const { router, queryClient } = await renderWaiting(member, `?questionId=${id}`);
    await screen.findByRole('heading', { name: 'Preparing your card reading' });
    await vi.waitFor(() => expect(queryClient.getQueryData(['questions', 'one', id])).toBeDefined());
    // The server still says pending: only the pushed event can move the page.
    act(() =>
      applyQuestionEvent(queryClient, {
        id,
        status: 'answered',
        answer_text: 'You drew: The Slide\n\nWhy waddle when you can glide?',
        card: { key: 'the-slide', name: 'The Slide', name_th: 'สไลด์' },
      }),
    );
    expect(await screen.findByTestId('reading')).toHaveTextContent(id);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes straight to a reading that is already answered', async () => {
    const member = await server.member();
    const id = await askedQuestion(member);
    await server.answerAll();
    const { router } = await renderWaiting(member, `?questionId=${id}`);
    expect(await screen.findByTestId('reading')).toHaveTextContent(id);
    expect(router.state.location.pathname).toBe(`/reading/${id}`);
  });

  it("says Reading not found for another member's question, as for one that does not exist", async () => {
    const owner = await server.member();
    const id = await askedQuestion(owner);
    const stranger = await server.member();
    await renderWaiting(stranger, `?questionId=${id}`);
    expect(await screen.findByRole('heading', { name: 'Reading not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Answer Log' })).toHaveAttribute('href', '/answer-log');
  });

  it('says Reading not found without a question id', async () => {
    const member = await server.member();
    await renderWaiting(member, '');
    expect(await screen.findByRole('heading', { name: 'Reading not found' })).toBeInTheDocument();
  });

  it('offers the answer log when the reading takes long', async () => {
    const member = await server.member();
    const id = await askedQuestion(member);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await renderWaiting(member, `?questionId=${id}`);
    await screen.findByRole('heading', { name: 'Preparing your card reading' });
    expect(screen.queryByRole('link', { name: 'Go to Answer Log' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(
      screen.getByText(
        'This is taking a little longer than usual. You can leave this page: your reading will be waiting in your Answer Log.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Answer Log' })).toHaveAttribute('href', '/answer-log');
  });
});
