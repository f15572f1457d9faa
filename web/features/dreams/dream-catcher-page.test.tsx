import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { DreamCatcherPage } from './dream-catcher-page.tsx';
import { DREAM_STORAGE_KEY } from './dream-store.ts';

// jsdom has no canvas, so images (downscaled in the browser) are covered end to end (e2e/dreams.spec.ts);
// these tests cover the rest of the form.

function renderPage() {
  return render(
    <MemoryRouter>
      <DreamCatcherPage />
      <Toaster />
    </MemoryRouter>,
  );
}

const storedEntries = () => JSON.parse(localStorage.getItem(DREAM_STORAGE_KEY) ?? '[]') as Record<string, unknown>[];

/** A stand-in for the browser's speech recognition, driven by the test. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn(() => {
    FakeRecognition.last = this;
  });
  stop = vi.fn(() => this.onend?.());
  abort = vi.fn();
  hear(...parts: string[]) {
    this.onresult?.({ results: parts.map((transcript) => [{ transcript }]) });
  }
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeRecognition.last = null;
  await i18n.changeLanguage('en');
});

describe('DreamCatcherPage', () => {
  it('shows one title, today’s date and moon phase, in the tab title too', async () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dream Catcher');
    expect(screen.getByTestId('today-moon-phase').textContent).toMatch(/Moon|Crescent|Quarter|Gibbous/);
    expect(screen.getByText(new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(new Date()))).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Dream Catcher · Penguin Oracle'));
  });

  it('offers six category tiles with their descriptions, as radio buttons', async () => {
    renderPage();
    const group = screen.getByRole('group', { name: 'Dream category' });
    const tiles = within(group).getAllByRole('radio');
    expect(tiles).toHaveLength(6);
    expect(within(group).getByRole('radio', { name: /Nightmare/ })).toHaveAccessibleName(
      'Nightmare Fear-based, unsettling',
    );
    await userEvent.click(within(group).getByRole('radio', { name: /Journey/ }));
    expect(within(group).getByRole('radio', { name: /Journey/ })).toBeChecked();
  });

  it('has three sliders at 5 whose SPEC labels are shown and spoken', () => {
    renderPage();
    const tone = screen.getByRole('slider', { name: 'Emotional Tone' });
    const intensity = screen.getByRole('slider', { name: 'Intensity' });
    const clarity = screen.getByRole('slider', { name: 'Clarity' });
    for (const slider of [tone, intensity, clarity]) expect(slider).toHaveValue('5');
    expect(tone).toHaveAttribute('aria-valuetext', '5 out of 10, Neutral');
    expect(intensity).toHaveAttribute('aria-valuetext', '5 out of 10, Moderate');
    expect(clarity).toHaveAttribute('aria-valuetext', '5 out of 10, Partial');

    act(() => {
      tone.focus();
    });
    for (const [slider, value, label] of [
      [tone, '2', '2 out of 10, Heavy'],
      [tone, '8', '8 out of 10, Light'],
      [intensity, '3', '3 out of 10, Gentle'],
      [intensity, '10', '10 out of 10, Intense'],
      [clarity, '1', '1 out of 10, Foggy'],
      [clarity, '9', '9 out of 10, Vivid'],
    ] as const) {
      act(() => {
        // React listens to the native input event of a range input.
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(slider, value);
        slider.dispatchEvent(new Event('input', { bubbles: true }));
      });
      expect(slider).toHaveAttribute('aria-valuetext', label);
    }
    expect(screen.getByTestId('slider-mood-value')).toHaveTextContent('8 · Light');
  });

  it('enables Capture Dream only with non-blank text', async () => {
    const user = userEvent.setup();
    renderPage();
    const capture = screen.getByRole('button', { name: 'Capture Dream' });
    expect(capture).toBeDisabled();
    await user.type(screen.getByLabelText('Dream fragments'), '   ');
    expect(capture).toBeDisabled();
    await user.type(screen.getByLabelText('Dream fragments'), 'ice');
    expect(capture).toBeEnabled();
  });

  it('accepts images only, several at once', () => {
    renderPage();
    const input = screen.getByLabelText('Add images');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
  });

  it('skips a file that is not an image, with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(screen.getByLabelText('Add images'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only images can be added. Skipped: notes.txt')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'notes.txt' })).toBeNull();
  });

  it('captures the dream, says so, and clears the form with sliders back at 5', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Dream fragments'), 'A penguin choir under the aurora');
    await user.click(screen.getByRole('radio', { name: /Visionary/ }));
    act(() => {
      const slider = screen.getByRole('slider', { name: 'Clarity' });
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(slider, '9');
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await user.click(screen.getByRole('button', { name: 'Capture Dream' }));

    expect(await screen.findByText('Dream captured! ✨')).toBeInTheDocument();
    expect(screen.getByText('Your dream has been saved successfully.')).toBeInTheDocument();
    const [entry] = storedEntries();
    expect(entry).toMatchObject({
      text: 'A penguin choir under the aurora',
      category: 'visionary',
      mood: 5,
      intensity: 5,
      clarity: 9,
      images: [],
    });
    expect(screen.getByLabelText('Dream fragments')).toHaveValue('');
    expect(screen.getByRole('slider', { name: 'Clarity' })).toHaveValue('5');
    expect(screen.getByRole('radio', { name: /Visionary/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Capture Dream' })).toBeDisabled();
  });

  it('keeps the form and says so when storage is full', async () => {
    const user = userEvent.setup();
    localStorage.setItem(DREAM_STORAGE_KEY, '[]');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderPage();
    await user.type(screen.getByLabelText('Dream fragments'), 'An avalanche of letters');
    await user.click(screen.getByRole('button', { name: 'Capture Dream' }));
    expect(await screen.findByText('Storage is full')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/no room left on this device/);
    expect(screen.getByLabelText('Dream fragments')).toHaveValue('An avalanche of letters');
    expect(localStorage.getItem(DREAM_STORAGE_KEY)).toBe('[]');
  });

  it('does not crash on a corrupt dream-entries value, and will not save over it', async () => {
    const user = userEvent.setup();
    localStorage.setItem(DREAM_STORAGE_KEY, '[{"id":');
    renderPage();
    expect(screen.getByRole('heading', { name: 'Your saved dreams could not be read' })).toBeVisible();
    await user.type(screen.getByLabelText('Dream fragments'), 'Still here');
    expect(screen.getByRole('button', { name: 'Capture Dream' })).toBeDisabled();
    expect(localStorage.getItem(DREAM_STORAGE_KEY)).toBe('[{"id":');
  });

  it('disables the record button with an explanation when the browser has no speech recognition', () => {
    renderPage();
    const record = screen.getByRole('button', { name: 'Start recording' });
    expect(record).toBeDisabled();
    expect(record).toHaveAccessibleDescription(
      'Tap to record your dream fragments Voice capture is not available in this browser. You can type your dream instead.',
    );
  });

  it('records continuously with interim results into the text, and returns to idle when recognition ends', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Dream fragments'), 'Before sleep:');
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    const recognition = FakeRecognition.last!;
    expect(recognition).toMatchObject({ lang: 'en-US', continuous: true, interimResults: true });
    expect(screen.getByText('Recording... Speak your dream')).toBeVisible();

    act(() => recognition.hear('I was fly'));
    expect(screen.getByLabelText('Dream fragments')).toHaveValue('Before sleep: I was fly');
    act(() => recognition.hear('I was flying', ' over the ice'));
    expect(screen.getByLabelText('Dream fragments')).toHaveValue('Before sleep: I was flying over the ice');

    act(() => recognition.onend?.());
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled();
    expect(screen.getByText('Tap to record your dream fragments')).toBeVisible();
  });

  it('listens in Thai when the interface is Thai, and stops on request', async () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    await i18n.changeLanguage('th');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'เริ่มบันทึกเสียง' }));
    expect(FakeRecognition.last!.lang).toBe('th-TH');
    await user.click(screen.getByRole('button', { name: 'หยุดบันทึกเสียง' }));
    expect(FakeRecognition.last!.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'เริ่มบันทึกเสียง' })).toBeVisible();
  });

  it('tells the member when the microphone is blocked', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    act(() => {
      FakeRecognition.last!.onerror?.({ error: 'not-allowed' });
      FakeRecognition.last!.onend?.();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Microphone access was blocked.');
  });
});
