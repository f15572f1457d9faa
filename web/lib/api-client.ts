import type { ErrorBody } from '#common/errors.ts';

/** A failed API call: `code` is the server's error code (better-auth's or ours), `status` the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The answer's `error.details`, such as the help lines of CARE_SUGGESTED. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();
let currentLocale = 'en';

/** Called with every 401, in one place: the app ends the session there (ARCHITECTURE.md, web/app/providers.tsx). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The interface language, sent with every call so mails and readings match it. */
export function setApiLocale(locale: string) {
  currentLocale = locale;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      signal: init.signal,
      headers: {
        accept: 'application/json',
        'x-penguin-locale': currentLocale,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'The network request failed.');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = toApiError(response.status, data);
    if (response.status === 401) for (const listener of unauthorizedListeners) listener(error);
    throw error;
  }
  return data as T;
}

// Checked by hand, not with zod: this module is on every page's first load.
function isErrorBody(data: unknown): data is ErrorBody {
  const error = (data as ErrorBody | null)?.error;
  return (
    typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string'
  );
}

function toApiError(status: number, data: unknown): ApiError {
  if (isErrorBody(data)) return new ApiError(status, data.error.code, data.error.message, data.error.details);
  // better-auth answers { code, message }
  if (data && typeof data === 'object' && 'message' in data) {
    const { code, message } = data as { code?: unknown; message?: unknown };
    return new ApiError(status, typeof code === 'string' ? code : `HTTP_${status}`, String(message ?? ''));
  }
  return new ApiError(status, status === 429 ? 'RATE_LIMITED' : `HTTP_${status}`, '');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
