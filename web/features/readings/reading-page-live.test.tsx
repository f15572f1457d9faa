import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '#web/app/providers.tsx';
import { i18n, loadNamespaces } from '#web/lib/i18n.ts';
import { appServerForFile, browseAs, type Member } from '#web/test/app-server.ts';
import { ReadingPage } from './reading-page.tsx';

// The reading page against the real app (its card story line is in reading-page.test.tsx).
vi.setConfig({ testTimeout: 30_000 });
const server = appServerForFile();
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadNamespaces(['reading']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderReading(member: Member, id: string) {
  await browseAs(server, member);
  const router = createMemoryRouter([{ path: '/reading/:id', element: <ReadingPage /> }], {
    initialEntries: [`/reading/${id}`],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

async function ask(member: Member, question: string) {
  const reply = await server.ask(member, question, { categoryId: member.categories[0]!.id });
  expect(reply.status).toBe(201);
  return reply.body.question_id as string;
}

describe('the reading page', () => {
  it('shows the question while the reading is prepared, then the card and the reading once answered', async () => {
    const member = await server.member();
    const id = await ask(member, 'Should I dive today?');
    await renderReading(member, id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Reading' })).toBeInTheDocument();
    expect(screen.getByText('Should I dive today?')).toBeInTheDocument();
    expect(screen.getByText(member.categories[0]!.name)).toBeInTheDocument();
    expect(screen.getByText('Reading in progress… This page will update automatically.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Save to Journal' })).not.toBeInTheDocument();

    await server.answerAll();
    const reading = await server.get(member, `/api/questions/${id}`);
    // Without a live stream the page polls, so the answer arrives on its own.
    expect(
      await screen.findByRole('heading', { name: 'The oracle’s reading' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const figure = screen.getByTestId('reading-card');
    expect(within(figure).getByText(reading.card.name, { selector: 'figcaption span' })).toBeInTheDocument();
    expect(screen.getByText((reading.answer_text as string).split('\n\n')[1]!)).toBeInTheDocument();
    expect(screen.queryByText('Reading in progress… This page will update automatically.')).not.toBeInTheDocument();

    const journal = new URL(
      screen.getByRole('link', { name: 'Save to Journal' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(journal.pathname).toBe('/journal');
    expect(Object.fromEntries(journal.searchParams)).toEqual({
      questionId: id,
      category: member.categories[0]!.name,
      title: reading.card.name,
    });
    expect(screen.getByRole('link', { name: 'Back to Answer Log' })).toHaveAttribute('href', '/answer-log');
    expect(screen.getByRole('link', { name: 'Ask another question' })).toHaveAttribute('href', '/ask');
  });

  it("says Reading not found for another member's reading", async () => {
    const owner = await server.member();
    const id = await ask(owner, 'Mine alone?');
    await server.answerAll();
    await renderReading(await server.member(), id);
    expect(await screen.findByRole('heading', { name: 'Reading not found' })).toBeInTheDocument();
    expect(screen.queryByText('Mine alone?')).not.toBeInTheDocument();
  });

  it('says Reading not found for an id that is no reading at all', async () => {
    await renderReading(await server.member(), 'not-a-reading');
    expect(await screen.findByRole('heading', { name: 'Reading not found' })).toBeInTheDocument();
  });

  it('names the card in Thai for a Thai member', async () => {
    await i18n.changeLanguage('th');
    await loadNamespaces(['reading']);
    const member = await server.member();
    const id = await ask(member, 'พรุ่งนี้จะดีไหม');
    await server.answerAll();
    const reading = await server.get(member, `/api/questions/${id}`);
    await renderReading(member, id);
    expect(await screen.findByRole('heading', { level: 1, name: 'คำทำนายของคุณ' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('reading-card')).getByText(reading.card.name_th, { selector: 'figcaption span' }),
    ).toBeInTheDocument();
  });
});
