import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyQuestionEvent } from '#web/api/question-events.ts';
import { AppProviders, createQueryClient } from '#web/app/providers.tsx';
import { i18n, loadNamespaces } from '#web/lib/i18n.ts';
import { appServerForFile, browseAs, type Member } from '#web/test/app-server.ts';
import { MemberPage } from './member-page.tsx';

// The member area against the real app (its card panels with canned answers are in member-page.test.tsx).
vi.setConfig({ testTimeout: 30_000 });
const server = appServerForFile();
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadNamespaces(['member', 'reading', 'cards']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderMember(member: Member): Promise<QueryClient> {
  await browseAs(server, member);
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '/member', element: <MemberPage /> }], { initialEntries: ['/member'] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return queryClient;
}

async function ask(member: Member, question: string) {
  const reply = await server.ask(member, question);
  expect(reply.status).toBe(201);
  return reply.body.question_id as string;
}

const recentSection = () => screen.getByRole('region', { name: 'Recent Answers' });

describe('the member area', () => {
  it('shows the five newest questions, an unanswered one as in progress, and opens a reading', async () => {
    const member = await server.member();
    for (let n = 1; n <= 6; n += 1) await ask(member, `Question ${n}`);
    await server.answerAll();
    await ask(member, 'Question 7');
    const user = userEvent.setup();
    await renderMember(member);

    const questions = await within(recentSection()).findAllByTestId('recent-question');
    expect(questions.map((q) => q.textContent)).toEqual([
      'Question 7',
      'Question 6',
      'Question 5',
      'Question 4',
      'Question 3',
    ]);
    const cards = within(recentSection()).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Pending');
    expect(cards[0]).toHaveTextContent('Reading in progress…');
    expect(cards[1]).toHaveTextContent('Answered');
    expect(cards[1]).toHaveTextContent(/You drew: /);
    expect(within(recentSection()).getByRole('link', { name: 'Ask another' })).toHaveAttribute('href', '/ask');

    await user.click(within(cards[1]!).getByRole('button', { name: 'View reading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your reading' });
    expect(within(dialog).getByText('Question 6')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Save to Journal' })).toBeInTheDocument();
  });

  it('links the three logs and draws the card of the day', async () => {
    const member = await server.member();
    await renderMember(member);
    const logs = screen.getByRole('navigation', { name: 'Your logs' });
    expect(within(logs).getByRole('link', { name: /Answer Log/ })).toHaveAttribute('href', '/answer-log');
    expect(within(logs).getByRole('link', { name: /Journal Log/ })).toHaveAttribute('href', '/journal-list');
    expect(within(logs).getByRole('link', { name: /Dream Catcher Log/ })).toHaveAttribute('href', '/dream-catcher-log');

    const today = await server.get(member, '/api/cards/today');
    expect(await screen.findByTestId('today-card-name')).toHaveTextContent(today.card.name);
  });

  it('invites a new member to ask a first question', async () => {
    const member = await server.member(0);
    await renderMember(member);
    expect(await within(recentSection()).findByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();
    expect(within(recentSection()).getByRole('link', { name: 'Ask your first question' })).toHaveAttribute(
      'href',
      '/ask',
    );
    expect(within(recentSection()).queryByRole('link', { name: 'Ask another' })).not.toBeInTheDocument();
  });

  it('shows an answer the moment it is pushed', async () => {
    const member = await server.member();
    const id = await ask(member, 'Will the ice hold?');
    const queryClient = await renderMember(member);
    const card = (await within(recentSection()).findByText('Will the ice hold?')).closest('li')!;
    expect(card).toHaveTextContent('Reading in progress…');

    await server.answerAll();
    const answered = await server.get(member, `/api/questions/${id}`);
    act(() =>
      applyQuestionEvent(queryClient, {
        id,
        status: answered.status,
        answer_text: answered.answer_text,
        card: answered.card,
      }),
    );
    await waitFor(() => expect(card).toHaveTextContent(`You drew: ${answered.card.name}`));
    expect(card).toHaveTextContent('Answered');
    expect(card).not.toHaveTextContent('Reading in progress…');
  });
});
