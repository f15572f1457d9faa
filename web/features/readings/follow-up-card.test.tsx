import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '#common/schemas/questions.ts';
import { AppProviders, createQueryClient } from '#web/app/providers.tsx';
import { i18n, loadNamespaces } from '#web/lib/i18n.ts';
import { appServerForFile, browseAs, type Member } from '#web/test/app-server.ts';
import { FollowUpCard } from './follow-up-card.tsx';
import { MemberPage } from './member-page.tsx';

// The follow-up card and the member area's "How did it turn out?" against the real app (docs/product.md §11).
vi.setConfig({ testTimeout: 30_000 });
const server = appServerForFile();
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadNamespaces(['member', 'reading', 'cards']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A member with one answered reading, `daysAgo` days old. */
async function answeredReading(text: string, daysAgo = 0): Promise<{ member: Member; question: Question }> {
  const member = await server.member(2);
  const reply = await server.ask(member, text);
  expect(reply.status).toBe(201);
  const id = reply.body.question_id as string;
  await server.answerAll();
  if (daysAgo) await server.moveBack(id, daysAgo);
  return { member, question: (await server.get(member, `/api/questions/${id}`)) as Question };
}

async function render_(member: Member, element: ReactNode, path = '/') {
  await browseAs(server, member);
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the follow-up card', () => {
  it('asks for an answer, counts the note and saves both to the reading', async () => {
    const { member, question } = await answeredReading('Will the new job suit me?');
    const user = userEvent.setup();
    await render_(member, <FollowUpCard question={question} />);

    expect(screen.getByRole('group', { name: 'Did this reading resonate?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose yes, partly or no.');

    await user.click(screen.getByRole('radio', { name: 'Partly' }));
    expect(screen.getByRole('radio', { name: 'Partly' })).toBeChecked();
    await user.type(screen.getByLabelText('A note (optional)'), 'Hard at first');
    expect(screen.getByTestId('follow-up-counter')).toHaveTextContent('13/500');
    expect(screen.getByRole('link', { name: 'Write a journal entry' }).getAttribute('href')).toContain(
      `questionId=${question.id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Follow-up saved')).toBeInTheDocument();
    expect((await server.get(member, `/api/questions/${question.id}`)).follow_up).toMatchObject({
      resonated: 'partly',
      note: 'Hard at first',
    });
  });

  it('speaks Thai, and Dismiss stops the reading from being due', async () => {
    await i18n.changeLanguage('th');
    await loadNamespaces(['member', 'reading', 'cards']);
    const { member, question } = await answeredReading('งานใหม่จะเหมาะกับฉันไหม', 8);
    expect((await server.get(member, '/api/questions?followUp=due')).total).toBe(1);
    const user = userEvent.setup();
    await render_(member, <FollowUpCard question={question} dismissible />);

    const group = screen.getByRole('group', { name: 'คำทำนายนี้ตรงกับคุณไหม' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['ตรง', 'ตรงบางส่วน', 'ไม่ตรง']);
    expect(screen.getByLabelText('บันทึกสั้น ๆ (ไม่บังคับ)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('โปรดเลือก ตรง ตรงบางส่วน หรือไม่ตรง');
    expect(screen.getByRole('link', { name: 'เขียนบันทึกประจำวัน' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ข้ามไป' }));
    expect(await screen.findByText('ข้ามการติดตามผลแล้ว')).toBeInTheDocument();
    expect((await server.get(member, '/api/questions?followUp=due')).total).toBe(0);
    expect((await server.get(member, `/api/questions/${question.id}`)).follow_up).toBeNull();
  });
});

describe('the member area’s follow-ups', () => {
  it('lists a reading answered eight days ago under “How did it turn out?”, then counts it by theme', async () => {
    const { member, question } = await answeredReading('Should I move to the coast?', 8);
    const user = userEvent.setup();
    await render_(member, <MemberPage />, '/member');

    const panel = await screen.findByRole('region', { name: 'How did it turn out?' });
    expect(await within(panel).findByRole('link', { name: 'Should I move to the coast?' })).toHaveAttribute(
      'href',
      `/reading/${question.id}`,
    );
    const chart = screen.getByRole('region', { name: 'What resonated, by theme' });
    expect(await within(chart).findByText(/Once you follow up on a few readings/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('radio', { name: 'Yes' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText(/Nothing to look back on right now/)).toBeInTheDocument();
    // The card's themes each count one reading that resonated.
    const table = await within(chart).findByRole('table', { name: 'Follow-ups by card theme' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows)
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['1 (100%)', '0', '0']);
  });
});
