import { LIMITS } from '#common/limits.ts';

// docs/product.md §9.2: 3 reset mails per email per 15 minutes, counted in this tab's sessionStorage. The server
// enforces the same limit for real (server/auth/password-reset.ts); this one spares a pointless request.
const STORAGE_KEY = 'penguin-oracle.password-reset-attempts';
const WINDOW_MS = LIMITS.passwordResetWindowMinutes * 60_000;
const MAX_ATTEMPTS = LIMITS.passwordResetAttempts;

type Attempts = Record<string, number[]>;

const keyOf = (email: string) => email.trim().toLowerCase();

// Storage may hold anything (another version, a hand edit) or be unavailable: read what is usable, drop the rest.
function readAll(): Attempts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const attempts: Attempts = {};
  for (const [email, times] of Object.entries(parsed)) {
    if (!Array.isArray(times)) continue;
    const valid = times.filter((time): time is number => typeof time === 'number' && Number.isFinite(time));
    if (valid.length) attempts[email] = valid;
  }
  return attempts;
}

function writeAll(attempts: Attempts) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempts));
  } catch {
    // storage full or blocked: the limit then lasts only as long as the server's does
  }
}

/** The attempts for `email` still inside the window, oldest first. */
function recentAttempts(attempts: Attempts, email: string, now: number): number[] {
  return (attempts[keyOf(email)] ?? []).filter((time) => now - time < WINDOW_MS).sort((a, b) => a - b);
}

/** How many reset mails this tab may still request for `email` (case-insensitive) right now. */
export function attemptsLeft(email: string, now: number = Date.now()): number {
  return Math.max(0, MAX_ATTEMPTS - recentAttempts(readAll(), email, now).length);
}

/** Counts one reset request for `email` at `now`, forgetting attempts that left the window. */
export function recordAttempt(email: string, now: number = Date.now()): void {
  const attempts = readAll();
  const pruned: Attempts = {};
  for (const key of Object.keys(attempts)) {
    const recent = recentAttempts(attempts, key, now);
    if (recent.length) pruned[key] = recent;
  }
  pruned[keyOf(email)] = [...(pruned[keyOf(email)] ?? []), now];
  writeAll(pruned);
}

/** Whole minutes, rounded up, until `email` may request again; 0 when it may now. */
export function minutesUntilAllowed(email: string, now: number = Date.now()): number {
  const recent = recentAttempts(readAll(), email, now);
  if (recent.length < MAX_ATTEMPTS) return 0;
  // The attempt that must leave the window before one more fits.
  const blocking = recent[recent.length - MAX_ATTEMPTS] ?? now;
  return Math.max(1, Math.ceil((blocking + WINDOW_MS - now) / 60_000));
}
