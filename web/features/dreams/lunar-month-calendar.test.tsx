import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { updateLunarSettings } from '#web/lib/lunar-settings.ts';
import { LunarMonthCalendar } from './lunar-month-calendar.tsx';

async function language(value: 'en' | 'th') {
  await act(async () => {
    await i18n.changeLanguage(value);
    await i18n.loadNamespaces('lunar');
  });
}

afterEach(async () => {
  await language('en');
});

describe('LunarMonthCalendar', () => {
  it('marks วันพระ and the holy days of the month and moves between months', async () => {
    await language('th');
    const user = userEvent.setup();
    render(<LunarMonthCalendar today={new Date('2026-11-24T05:00:00Z')} />);
    const calendar = screen.getByTestId('lunar-calendar');
    // November 2026: วันพระ on the 3rd (แรม ๘ ค่ำ), 9th (แรม ๑๔, month 11's last), 17th and 24th (Loy Krathong).
    const holy = within(calendar)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-label')?.includes('วันพระ'));
    expect(holy.map((item) => item.textContent)).toEqual(['3', '9', '17', '24']);
    expect(holy[3]).toHaveAttribute('aria-current', 'date');
    expect(holy[3]!.getAttribute('aria-label')).toContain('ขึ้น ๑๕ ค่ำ เดือน ๑๒, วันพระ, วันลอยกระทง');

    await user.click(within(calendar).getByRole('button', { name: 'เดือนก่อน' }));
    expect(within(calendar).getByText('วันออกพรรษา')).toBeVisible();
    await user.click(within(calendar).getByRole('button', { name: 'เดือนถัดไป' }));
    await user.click(within(calendar).getByRole('button', { name: 'เดือนถัดไป' }));
    expect(within(calendar).getByText('เดือนนี้ไม่มีวันสำคัญทางพุทธศาสนา')).toBeVisible();
  });

  it('follows a change of setting made elsewhere at once', async () => {
    render(<LunarMonthCalendar today={new Date('2026-11-24T05:00:00Z')} />);
    expect(screen.queryByTestId('lunar-calendar')).toBeNull();
    act(() => updateLunarSettings({ showInEnglish: true }));
    expect(within(screen.getByTestId('lunar-calendar')).getByText('Loy Krathong')).toBeVisible();
  });
});
