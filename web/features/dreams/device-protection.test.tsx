import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '#web/app/header.tsx';
import { AppProviders, createQueryClient } from '#web/app/providers.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { DreamCatcherPage } from './dream-catcher-page.tsx';
import { DreamLogPage } from './dream-log-page.tsx';

// This file's tests share the one protection state of the app, as its pages do: they run in order.

const stubbed = new Set<string>();
/** Sets one navigator property for this test (an own property, over the prototype's getter). */
function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
  stubbed.add(name);
}

function stubStorage(persisted: boolean, grants: boolean) {
  let granted = persisted;
  const storage = {
    persisted: vi.fn(async () => granted),
    persist: vi.fn(async () => {
      granted = grants;
      return grants;
    }),
    estimate: vi.fn(async () => ({ usage: 0, quota: 1 })),
  };
  setNavigator('storage', storage);
  return storage;
}

function renderPage(page: 'capture' | 'log') {
  return render(<MemoryRouter>{page === 'capture' ? <DreamCatcherPage /> : <DreamLogPage />}</MemoryRouter>);
}

/** What Chromium fires when the app can be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

afterEach(async () => {
  for (const name of stubbed) Reflect.deleteProperty(navigator, name);
  stubbed.clear();
  await i18n.changeLanguage('en');
});

describe('protected storage and install', () => {
  it('asks for persistent storage once per visit, and says "Protected on this device" when granted', async () => {
    const storage = stubStorage(false, true);
    const first = renderPage('capture');
    expect(await screen.findByText('Protected on this device.')).toBeVisible();
    expect(storage.persist).toHaveBeenCalledTimes(1);
    first.unmount();

    // Moving to the log in the same visit does not ask again; it reads the answer.
    renderPage('log');
    expect(await screen.findByText('Protected on this device.')).toBeVisible();
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(storage.persisted).toHaveBeenCalled();
  });

  it('says "Not yet protected" with why and what helps, in English and Thai', async () => {
    stubStorage(false, false);
    renderPage('log');
    expect(await screen.findByText('Not yet protected.')).toBeVisible();
    expect(screen.getByText(/Installing the app and making backups help\./)).toBeVisible();
    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByText('ยังไม่ได้รับการปกป้อง')).toBeVisible();
    expect(screen.getByText(/การติดตั้งแอปและการสำรองข้อมูลจะช่วยได้/)).toBeVisible();
  });

  it('says "Not yet protected" where the browser cannot keep storage at all', async () => {
    setNavigator('storage', undefined);
    renderPage('capture');
    expect(await screen.findByText('Not yet protected.')).toBeVisible();
  });

  it('asks again when a dream is saved, and shows the answer', async () => {
    const user = userEvent.setup();
    const storage = stubStorage(false, false);
    renderPage('capture');
    expect(await screen.findByText('Not yet protected.')).toBeVisible();
    const asked = storage.persist.mock.calls.length;
    let granted = false;
    storage.persist.mockImplementation(async () => (granted = true));
    storage.persisted.mockImplementation(async () => granted);
    await user.type(screen.getByLabelText('Dream fragments'), 'A harbour of glass');
    await user.click(screen.getByRole('button', { name: 'Capture Dream' }));
    expect(await screen.findByText('Protected on this device.')).toBeVisible();
    expect(storage.persist.mock.calls.length).toBe(asked + 1);
  });

  it('shows the Home Screen steps, and why, in iPhone Safari', async () => {
    stubStorage(false, false);
    setNavigator(
      'userAgent',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    );
    renderPage('log');
    expect(await screen.findByText('In Safari, tap Share.')).toBeVisible();
    expect(screen.getByText('Choose Add to Home Screen, then open Penguin Oracle from there.')).toBeVisible();
    expect(screen.getByText(/after 7 days without a visit/)).toBeVisible();
    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByText('ใน Safari แตะปุ่มแชร์')).toBeVisible();
  });

  it('offers "Install app" in the panel and the menu while the browser offers it, and hides it once installed', async () => {
    const user = userEvent.setup();
    stubStorage(false, false);
    renderPage('capture');
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const offer = offerInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull());

    // Uninstalled later: the browser offers it again, and the menu has the item too, in Thai as well.
    offerInstall();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Install app' })).toBeVisible();
    await user.click(screen.getByTestId('main-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Install app' })).toBeVisible();
    await user.keyboard('{Escape}');
    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByRole('button', { name: 'ติดตั้งแอป' })).toBeVisible();

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'ติดตั้งแอป' })).toBeNull();
    await user.click(screen.getByTestId('main-menu'));
    expect(await screen.findByRole('menuitem', { name: 'หน้าแรก' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'ติดตั้งแอป' })).toBeNull();
  });
});
