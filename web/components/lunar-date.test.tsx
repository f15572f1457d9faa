import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { LUNAR_SETTINGS_KEY } from '#web/lib/lunar-settings.ts';
import { LunarDate } from './lunar-date.tsx';
import { LunarSettingsCard } from './lunar-settings-card.tsx';

async function language(value: 'en' | 'th') {
  await act(async () => {
    await i18n.changeLanguage(value);
    await i18n.loadNamespaces('lunar');
  });
}

afterEach(async () => {
  await language('en');
});

describe('LunarDate', () => {
  it('shows the Thai lunar date, วันพระ and the holy day on Thai pages, in Thai digits', async () => {
    await language('th');
    render(<LunarDate date="2026-11-24" />);
    const date = screen.getByTestId('lunar-date');
    expect(date).toHaveTextContent('วันอังคาร ขึ้น ๑๕ ค่ำ เดือน ๑๒ ปีมะเมีย');
    expect(within(date).getByText('วันพระ')).toBeVisible();
    expect(within(date).getByText('วันลอยกระทง')).toBeVisible();
  });

  it('writes Arabic digits when the member chose them', async () => {
    await language('th');
    localStorage.setItem(LUNAR_SETTINGS_KEY, JSON.stringify({ numerals: 'arabic' }));
    render(<LunarDate date="2026-11-24" full={false} />);
    expect(screen.getByTestId('lunar-date')).toHaveTextContent('ขึ้น 15 ค่ำ เดือน 12');
  });

  it('is hidden on English pages until turned on in the profile, then spelled out with the Thai beside it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LunarSettingsCard />
        <LunarDate date="2026-11-24" />
      </>,
    );
    expect(screen.queryByTestId('lunar-date')).toBeNull();
    await user.click(screen.getByLabelText('Show the Thai lunar date on English pages'));
    const date = screen.getByTestId('lunar-date');
    expect(date).toHaveTextContent('Tuesday, 15th waxing day of the 12th month');
    expect(within(date).getByText('(ขึ้น ๑๕ ค่ำ เดือน ๑๒)')).toHaveAttribute('lang', 'th');
    expect(within(date).getByText('Loy Krathong')).toBeVisible();
    expect(JSON.parse(localStorage.getItem(LUNAR_SETTINGS_KEY)!)).toEqual({ showInEnglish: true, numerals: 'thai' });

    await user.selectOptions(screen.getByLabelText('Numerals in Thai text'), 'arabic');
    expect(within(screen.getByTestId('lunar-date')).getByText('(ขึ้น 15 ค่ำ เดือน 12)')).toBeVisible();
  });

  it('says so for a date outside the calendar instead of guessing', async () => {
    await language('th');
    render(<LunarDate date="1900-01-01" />);
    expect(screen.getByText('ไม่มีวันทางจันทรคติสำหรับวันนี้')).toBeVisible();
  });
});
