import { useSyncExternalStore } from 'react';

/** docs/product.md "Thai lunar date": the member's choices, kept on this device (not on the server). */
export const LUNAR_SETTINGS_KEY = 'lunarDate';

export interface LunarSettings {
  /** Thai pages always show the lunar date; English ones only when this is on. */
  showInEnglish: boolean;
  /** Thai text with Thai digits (๑๕) or Arabic digits (15). */
  numerals: 'thai' | 'arabic';
}

const DEFAULTS: LunarSettings = { showInEnglish: false, numerals: 'thai' };
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: LunarSettings } | undefined;

function readRaw() {
  try {
    return localStorage.getItem(LUNAR_SETTINGS_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): LunarSettings {
  try {
    const value = JSON.parse(raw ?? '{}') as Partial<Record<keyof LunarSettings, unknown>>;
    return {
      showInEnglish: value.showInEnglish === true,
      numerals: value.numerals === 'arabic' ? 'arabic' : 'thai',
    };
  } catch {
    return DEFAULTS;
  }
}

/** The current settings; the same object while storage holds the same text (as useSyncExternalStore needs). */
export function lunarSettings(): LunarSettings {
  const raw = readRaw();
  if (cached?.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

/** Saves a change; every component showing a lunar date follows at once. */
export function updateLunarSettings(change: Partial<LunarSettings>) {
  try {
    localStorage.setItem(LUNAR_SETTINGS_KEY, JSON.stringify({ ...lunarSettings(), ...change }));
  } catch {
    // storage may be unavailable (private mode): the choice then lasts until the page is left
    cached = { raw: readRaw(), value: { ...lunarSettings(), ...change } };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed them.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useLunarSettings(): LunarSettings {
  return useSyncExternalStore(subscribe, lunarSettings, () => DEFAULTS);
}
