import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { decryptBackup, encryptBackup, MIN_ITERATIONS } from './backup-crypto.ts';
import { BACKUP_RECORD_KEY } from './backup-nudge.ts';
import { buildBackup, type DreamEntry } from './dream-entry.ts';
import { DreamCatcherPage } from './dream-catcher-page.tsx';
import { DreamLogPage } from './dream-log-page.tsx';
import { DREAM_STORAGE_KEY } from './dream-store.ts';
import { catchDownloads } from '#web/test/catch-downloads.ts';

const DAY = 24 * 60 * 60 * 1000;

function dream(n: number, age = 0): DreamEntry {
  return {
    id: `dream-${n}`,
    date: new Date(Date.now() - age).toISOString(),
    text: `Secret dream number ${n}`,
    category: 'journey',
    mood: 6,
    images: [],
    moonPhase: 'Full Moon',
  };
}

const store = (entries: DreamEntry[]) => localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify(entries));
const stored = () => JSON.parse(localStorage.getItem(DREAM_STORAGE_KEY) ?? '[]') as DreamEntry[];
const record = () => JSON.parse(localStorage.getItem(BACKUP_RECORD_KEY) ?? 'null') as Record<string, unknown> | null;

function renderPage(page: 'capture' | 'log' = 'log') {
  return render(
    <MemoryRouter>
      {page === 'log' ? <DreamLogPage /> : <DreamCatcherPage />}
      <Toaster />
    </MemoryRouter>,
  );
}

const nudge = () => screen.queryByRole('region', { name: 'Back up your dreams' });

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('backup nudge', () => {
  it('appears on the log at 5 dreams never backed up; one tap backs up and it goes', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    store([1, 2, 3, 4, 5].map((n) => dream(n)));
    renderPage();
    expect(nudge()).toBeVisible();
    expect(within(nudge()!).getByText(/Dreams in no backup yet: 5\./)).toBeVisible();

    await user.click(within(nudge()!).getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(nudge()).toBeNull());
    expect(downloads.names).toEqual([expect.stringMatching(/^penguin-oracle-dreams-\d{4}-\d{2}-\d{2}\.json$/)]);
    const file = JSON.parse(await downloads.text(0)) as { dreams: DreamEntry[] };
    expect(file.dreams.map((entry) => entry.id).sort()).toEqual([
      'dream-1',
      'dream-2',
      'dream-3',
      'dream-4',
      'dream-5',
    ]);
    expect(record()).toMatchObject({ backedUp: expect.arrayContaining(['dream-1', 'dream-5']) });
    expect(await screen.findByText('Backup saved')).toBeInTheDocument();
  });

  it('stays away below 5 recent dreams, comes for a week-old dream, and can be put off for 3 days (Thai too)', async () => {
    const user = userEvent.setup();
    store([1, 2, 3, 4].map((n) => dream(n)));
    const view = renderPage();
    expect(nudge()).toBeNull();
    view.unmount();

    store([dream(1), dream(2, 8 * DAY)]);
    renderPage();
    await act(() => i18n.changeLanguage('th'));
    const region = screen.getByRole('region', { name: 'สำรองความฝันของคุณ' });
    expect(within(region).getByText(/ความฝันที่ยังไม่ได้สำรอง: 2 รายการ/)).toBeVisible();
    const before = Date.now();
    await user.click(within(region).getByRole('button', { name: 'เตือนอีกครั้งใน 3 วัน' }));
    expect(screen.queryByRole('region', { name: 'สำรองความฝันของคุณ' })).toBeNull();
    const until = Date.parse(String(record()?.dismissedUntil));
    expect(until - before).toBeGreaterThanOrEqual(3 * DAY - 1000);
    expect(until - before).toBeLessThanOrEqual(3 * DAY + 1000);
    expect(stored()).toHaveLength(2);
  });

  it('shows once after a capture on the Dream Catcher when a backup is due', async () => {
    const user = userEvent.setup();
    store([1, 2, 3, 4].map((n) => dream(n)));
    renderPage('capture');
    expect(nudge()).toBeNull();
    await user.type(screen.getByLabelText('Dream fragments'), 'The fifth dream');
    await user.click(screen.getByRole('button', { name: 'Capture Dream' }));
    expect(await screen.findByRole('region', { name: 'Back up your dreams' })).toBeVisible();
  });
});

describe('passphrase-encrypted backups', () => {
  it('exports a file that holds no dream in the clear and opens only with the passphrase', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    store([dream(1), dream(2)]);
    renderPage();
    const exportButton = screen.getByRole('button', { name: 'Export dreams' });

    await user.type(screen.getByLabelText('Passphrase (optional)'), 'short');
    expect(screen.getByText('Use at least 8 characters.')).toBeVisible();
    expect(exportButton).toBeDisabled();
    await user.type(screen.getByLabelText('Passphrase (optional)'), ' but now long');
    await user.type(screen.getByLabelText('Repeat the passphrase'), 'short but now lon');
    expect(screen.getByText('The two passphrases do not match yet.')).toBeVisible();
    expect(screen.getByLabelText('Repeat the passphrase')).toHaveAccessibleDescription(
      'The two passphrases do not match yet.',
    );
    expect(exportButton).toBeDisabled();
    await user.type(screen.getByLabelText('Repeat the passphrase'), 'g');
    expect(exportButton).toBeEnabled();
    await user.click(exportButton);

    // Deriving the key takes a moment (600,000 rounds).
    await waitFor(() => expect(downloads.names).toHaveLength(1), { timeout: 10_000 });
    expect(downloads.names).toEqual([
      expect.stringMatching(/^penguin-oracle-dreams-\d{4}-\d{2}-\d{2}-encrypted\.json$/),
    ]);
    const file = await downloads.text(0);
    expect(file).not.toContain('Secret dream');
    expect(file).not.toContain('dream-1');
    expect(file).not.toContain(dream(1).date.slice(0, 10));
    const envelope = JSON.parse(file) as { kdf: { iterations: number } };
    expect(envelope.kdf.iterations).toBe(600_000);
    const opened = await decryptBackup(envelope, 'short but now long');
    expect(opened.ok && (JSON.parse(opened.text) as { dreams: DreamEntry[] }).dreams).toHaveLength(2);
    // The passphrase is not kept on the page.
    expect(screen.getByLabelText('Passphrase (optional)')).toHaveValue('');
  });

  it('asks for the passphrase on restore: a wrong one changes nothing, the right one merges', async () => {
    const user = userEvent.setup();
    store([dream(1)]);
    const before = localStorage.getItem(DREAM_STORAGE_KEY);
    const envelope = await encryptBackup(buildBackup([dream(1), dream(2)]), 'penguins at dawn', MIN_ITERATIONS);
    renderPage();
    await user.upload(
      screen.getByLabelText('Import dreams'),
      new File([JSON.stringify(envelope)], 'dreams-encrypted.json', { type: 'application/json' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Open an encrypted backup' });
    await user.type(within(dialog).getByLabelText('Passphrase'), 'penguins at dusk');
    await user.click(within(dialog).getByRole('button', { name: 'Open backup' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That passphrase does not open this backup.');
    expect(localStorage.getItem(DREAM_STORAGE_KEY)).toBe(before);

    expect(within(dialog).getByLabelText('Passphrase')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(dialog).getByLabelText('Passphrase'));
    // Typing again takes the complaint away; an empty field only disables the button.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Open backup' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Passphrase'), 'penguins at dawn');
    await user.click(within(dialog).getByRole('button', { name: 'Open backup' }));
    expect(await screen.findByText('Added: 1. Already in your log: 1.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored().map((entry) => entry.id)).toEqual(['dream-1', 'dream-2']);
    // The restored dreams are in a backup (that file): no nudge for them.
    expect(record()).toMatchObject({ backedUp: ['dream-1', 'dream-2'] });
  });

  it('asks in Thai, and says so in Thai when the passphrase is wrong', async () => {
    const user = userEvent.setup();
    const envelope = await encryptBackup(buildBackup([dream(3)]), 'ถูกต้องแน่นอน', MIN_ITERATIONS);
    renderPage();
    await act(() => i18n.changeLanguage('th'));
    await user.upload(
      screen.getByLabelText('นำเข้าความฝัน'),
      new File([JSON.stringify(envelope)], 'dreams.json', { type: 'application/json' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'เปิดไฟล์สำรองที่เข้ารหัส' });
    await user.type(within(dialog).getByLabelText('วลีรหัสผ่าน'), 'ผิด');
    await user.click(within(dialog).getByRole('button', { name: 'เปิดไฟล์สำรอง' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('วลีรหัสผ่านนี้เปิดไฟล์สำรองนี้ไม่ได้');
    expect(stored()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toEqual([]);
  });

  it('refuses an envelope claiming 1 iteration without asking for a passphrase', async () => {
    const user = userEvent.setup();
    const envelope = await encryptBackup(buildBackup([dream(4)]), 'penguins at dawn', MIN_ITERATIONS);
    renderPage();
    await user.upload(
      screen.getByLabelText('Import dreams'),
      new File([JSON.stringify({ ...envelope, kdf: { ...envelope.kdf, iterations: 1 } })], 'dreams.json', {
        type: 'application/json',
      }),
    );
    expect(
      await screen.findByText(
        'This encrypted backup is damaged or was made by a newer version, so nothing was imported.',
        {
          selector: '[role=alert]',
        },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toEqual([]);
  });

  it('still restores a plain backup and a bare array from the earlier app', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(
      screen.getByLabelText('Import dreams'),
      new File([buildBackup([dream(5)])], 'plain.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('Added: 1. Already in your log: 0.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Import dreams'),
      new File([JSON.stringify([{ id: 1700000000000, date: '2024-01-02T03:04:05.000Z', text: 'old' }])], 'old.json'),
    );
    await waitFor(() => expect(stored()).toHaveLength(2));
  });
});
