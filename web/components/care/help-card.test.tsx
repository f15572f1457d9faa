import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Helpline } from '#common/schemas/care.ts';
import { Button } from '#web/components/ui/button.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { HelpCard } from './help-card.tsx';

const THAI_LINES: Helpline[] = [
  {
    name: 'สายด่วนสุขภาพจิต กรมสุขภาพจิต',
    phone: '1323',
    url: 'https://1323alltime.camri.go.th/',
    hours: 'ตลอด 24 ชั่วโมง โทรฟรี',
  },
  { name: 'สมาคมสะมาริตันส์แห่งประเทศไทย', phone: '02 113 6789', url: null, hours: '12:00–22:00 น.' },
];
const ENGLISH_LINES: Helpline[] = [
  { name: 'Samaritans of Thailand', phone: '02 113 6789', url: null, hours: '12:00–22:00' },
  { name: 'Find A Helpline', phone: null, url: 'https://findahelpline.com/', hours: 'Online directory' },
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('HelpCard', () => {
  it('shows a kind message, tap-to-call lines with hours, takes the focus, and offers the page’s choices', async () => {
    const onContinue = vi.fn();
    render(
      <HelpCard
        kind="self_harm"
        helplines={ENGLISH_LINES}
        note="Your question has not been sent and no token was spent."
      >
        <Button onClick={onContinue}>Continue to my reading</Button>
      </HelpCard>,
    );
    const card = screen.getByRole('region', { name: "You don't have to carry this alone" });
    expect(card).toHaveTextContent('these lines are there to listen');
    expect(card).toHaveTextContent('12:00–22:00');
    expect(screen.getByRole('heading', { name: /carry this alone/ })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Call Samaritans of Thailand on 02 113 6789' })).toHaveAttribute(
      'href',
      'tel:021136789',
    );
    expect(screen.getByRole('link', { name: 'Website of Find A Helpline' })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    );
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('tel:'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to my reading' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('speaks Thai to Thai members, 1323 first', async () => {
    await i18n.changeLanguage('th');
    render(<HelpCard kind="abuse" helplines={THAI_LINES} />);
    expect(screen.getByRole('heading', { name: 'คุณไม่ต้องแบกเรื่องนี้ไว้คนเดียว' })).toHaveFocus();
    expect(screen.getByRole('region')).toHaveTextContent('ไม่มีใครมีสิทธิ์ทำร้ายหรือข่มขู่คุณ');
    const calls = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('tel:'));
    expect(calls.map((a) => a.getAttribute('href'))).toEqual(['tel:1323', 'tel:021136789']);
    expect(calls[0]).toHaveAccessibleName('โทรหาสายด่วนสุขภาพจิต กรมสุขภาพจิต หมายเลข 1323');
    expect(screen.getByRole('list', { name: 'สายด่วนช่วยเหลือ' })).toHaveTextContent('ตลอด 24 ชั่วโมง โทรฟรี');
  });

  it('names 1323 and 1669 when the lines could not be loaded (offline)', () => {
    render(<HelpCard kind="emergency" helplines={[]} />);
    expect(screen.getByRole('region')).toHaveTextContent('please call for help now');
    expect(screen.getByRole('region')).toHaveTextContent('call 1323 (mental health, 24 hours, free) or 1669');
  });
});
