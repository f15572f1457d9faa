import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '#web/app/providers.tsx';
import { i18n, loadNamespaces } from '#web/lib/i18n.ts';
import { appServerForFile, browseAs, type Member } from '#web/test/app-server.ts';
import { AnswerLogPage } from './answer-log-page.tsx';

// The answer log against the real app: filters and pages are the server's (GET /api/questions), kept in the URL.
vi.setConfig({ testTimeout: 30_000 });
const server = appServerForFile();
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadNamespaces(['answerLog', 'reading']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function ask(member: Member, question: string, category = 0) {
  const reply = await server.ask(member, question, { categoryId: member.categories[category]!.id });
  expect(reply.status).toBe(201);
  return reply.body.question_id as string;
}

async function renderLog(member: Member, entry = '/answer-log') {
  await browseAs(server, member);
  const router = createMemoryRouter(
    [
      { path: '/answer-log', element: <AnswerLogPage /> },
      { path: '/reading/:id', element: <p>reading page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const readingTitles = () =>
  within(screen.getByRole('region', { name: /All Readings/ }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the answer log', () => {
  it('lists the readings newest first, 10 a page, with the pager in the URL', async () => {
    const member = await server.member(20);
    for (let n = 1; n <= 11; n += 1) await ask(member, `Question ${n}`);
    await server.answerAll();
    await ask(member, 'Question 12');
    const { router, user } = await renderLog(member);

    expect(await screen.findByRole('heading', { name: 'All Readings (12)' })).toBeInTheDocument();
    expect(readingTitles()).toEqual(Array.from({ length: 10 }, (_, i) => `Question ${12 - i}`));
    const items = within(screen.getByRole('region', { name: /All Readings/ })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[0]).toHaveTextContent('Reading in progress…');
    expect(items[1]).toHaveTextContent('Answered');
    expect(items[1]).toHaveTextContent('You drew:');

    const pager = screen.getByRole('navigation', { name: 'Pages of readings' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(readingTitles()).toEqual(['Question 2', 'Question 1']));
    expect(search(router)).toEqual({ page: '2' });
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    // Keyboard and screen-reader users land on the list's heading.
    expect(screen.getByRole('heading', { name: 'All Readings (12)' })).toHaveFocus();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(readingTitles()).toHaveLength(10));
    expect(search(router)).toEqual({});

    // A new filter starts again at page 1.
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(search(router)).toEqual({ page: '2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'answered');
    expect(await screen.findByRole('heading', { name: 'All Readings (11)' })).toBeInTheDocument();
    expect(search(router)).toEqual({ status: 'answered' });
    expect(readingTitles()[0]).toBe('Question 11');
  });

  it('moves a link past the last page to the last page', async () => {
    const member = await server.member(20);
    for (let n = 1; n <= 11; n += 1) await ask(member, `Question ${n}`);
    const { router } = await renderLog(member, '/answer-log?page=7');
    await waitFor(() => expect(search(router)).toEqual({ page: '2' }));
    await waitFor(() => expect(readingTitles()).toEqual(['Question 1']));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('searches, filters by category and status on the server, and clears back to everything', async () => {
    const member = await server.member(20);
    await ask(member, 'A fishing trip soon?', 0);
    await ask(member, 'Fishing with my sister?', 1);
    await server.answerAll();
    await ask(member, 'Love on the ice?', 1);
    const { router, user } = await renderLog(member);
    await screen.findByRole('heading', { name: 'All Readings (3)' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fishing');
    await waitFor(() => expect(search(router)).toEqual({ q: 'fishing' }));
    await screen.findByRole('heading', { name: 'All Readings (2)' });
    expect(readingTitles()).toEqual(['Fishing with my sister?', 'A fishing trip soon?']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), member.categories[1]!.id);
    await screen.findByRole('heading', { name: 'All Readings (1)' });
    expect(readingTitles()).toEqual(['Fishing with my sister?']);
    expect(search(router)).toEqual({ q: 'fishing', category: member.categories[1]!.id });

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await screen.findByRole('heading', { name: 'All Readings (3)' });
    expect(search(router)).toEqual({});
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await screen.findByRole('heading', { name: 'All Readings (1)' });
    expect(readingTitles()).toEqual(['Love on the ice?']);
  });

  it('forgets a search typed but not yet sent when the filters are cleared', async () => {
    const member = await server.member(20);
    await ask(member, 'Will the ice hold?', 0);
    const { router, user } = await renderLog(member);
    await screen.findByRole('heading', { name: 'All Readings (1)' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'penguins');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(box).toHaveValue('');
    // Past the typing pause, nothing was searched.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(search(router)).toEqual({});
    expect(screen.getByRole('heading', { name: 'All Readings (1)' })).toBeInTheDocument();
  });

  it('reads its filters from the link, and says when nothing matches', async () => {
    const member = await server.member(20);
    await ask(member, 'Will the ice hold?', 0);
    await server.answerAll();
    const { router, user } = await renderLog(member, '/answer-log?status=pending&q=ice');
    expect(await screen.findByText('No readings match your filters.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ice');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');

    // The no-match card's own Clear Filters.
    const clear = screen.getAllByRole('button', { name: 'Clear Filters' });
    await user.click(clear[clear.length - 1]!);
    expect(await screen.findByRole('heading', { name: 'All Readings (1)' })).toBeInTheDocument();
    expect(search(router)).toEqual({});
  });

  it("shows a new member an empty log with a way to ask, and never another member's readings", async () => {
    const other = await server.member(20);
    await ask(other, 'Not yours to see');
    const member = await server.member(0);
    await renderLog(member);
    expect(await screen.findByRole('heading', { name: 'No readings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask your first question' })).toHaveAttribute('href', '/ask');
    expect(screen.queryByText('Not yours to see')).not.toBeInTheDocument();
  });

  it('opens a reading in a dialog, with links to its page and to the journal', async () => {
    const member = await server.member(20);
    const id = await ask(member, 'Should I dive today?');
    await server.answerAll();
    const reading = await server.get(member, `/api/questions/${id}`);
    const { user } = await renderLog(member);

    await user.click(await screen.findByRole('button', { name: 'View reading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your reading' });
    expect(within(dialog).getByText('Should I dive today?')).toBeInTheDocument();
    expect(within(dialog).getByText('Answered')).toBeInTheDocument();
    const firstParagraph = (reading.answer_text as string).split('\n\n')[1]!;
    expect(dialog).toHaveTextContent(firstParagraph);
    expect(within(dialog).getByRole('link', { name: 'Open reading page' })).toHaveAttribute('href', `/reading/${id}`);
    expect(within(dialog).getByRole('link', { name: 'Save to Journal' })).toHaveAttribute(
      'href',
      expect.stringContaining('/journal'),
    );

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
