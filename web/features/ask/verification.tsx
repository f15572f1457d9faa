import { CircleAlert, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Challenge, Solution } from 'altcha-lib';
import { fetchBotcheckChallenge } from '#web/api/questions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

type State = 'verifying' | 'verified' | 'failed';

declare global {
  interface Window {
    turnstile?: {
      render(element: HTMLElement, options: Record<string, unknown>): string;
      remove(widgetId: string): void;
    };
  }
}

/**
 * The human check (docs/product.md §5.1 Ask): yields a token, or null when it expires. ALTCHA solves a proof of work
 * in a Web Worker with no interaction; Turnstile renders Cloudflare's widget when the server says so.
 * Give it a new `key` to get a fresh token (a token is accepted once).
 */
export function Verification({ onToken }: { onToken: (token: string | null) => void }) {
  const { t } = useTranslation('ask');
  const [state, setState] = useState<State>('verifying');
  const [turnstileKey, setTurnstileKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  const retry = useCallback(() => {
    setState('verifying');
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let cancelled = false;
    let worker: Worker | undefined;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    onTokenRef.current(null);
    fetchBotcheckChallenge()
      .then((challenge) => {
        if (cancelled) return;
        if (challenge.provider === 'turnstile') {
          setTurnstileKey(challenge.siteKey);
          return;
        }
        const altcha = challenge.challenge as unknown as Challenge;
        worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = (event: MessageEvent<{ solution?: Solution | null; error?: string }>) => {
          worker?.terminate();
          if (cancelled) return;
          const solution = event.data.solution;
          if (!solution) return setState('failed');
          onTokenRef.current(btoa(JSON.stringify({ challenge: altcha, solution })));
          setState('verified');
          const expiresAt = altcha.parameters.expiresAt;
          if (expiresAt) {
            // A little before the server would refuse it, fetch a fresh one.
            expiry = setTimeout(retry, Math.max(1_000, expiresAt * 1000 - Date.now() - 30_000));
          }
        };
        worker.onerror = () => !cancelled && setState('failed');
        worker.postMessage(altcha);
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      worker?.terminate();
      clearTimeout(expiry);
    };
  }, [attempt, retry]);

  if (turnstileKey) return <Turnstile siteKey={turnstileKey} onToken={onToken} />;

  return (
    <div
      className="flex min-h-12 items-center gap-3 rounded-md border bg-muted/50 px-3 py-2 text-sm"
      aria-live="polite"
    >
      {state === 'verifying' ? (
        <>
          <Spinner label={t('verification.verifying')} className="text-primary" />
          <span aria-hidden="true">{t('verification.verifying')}</span>
        </>
      ) : state === 'verified' ? (
        <>
          <ShieldCheck aria-hidden="true" className="size-5 text-success" />
          <span data-testid="verification-done">{t('verification.verified')}</span>
        </>
      ) : (
        <>
          <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
          <span>{t('verification.failed')}</span>
          <Button type="button" variant="outline" size="sm" className="ml-auto" onClick={retry}>
            {t('verification.retry')}
          </Button>
        </>
      )}
    </div>
  );
}

const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

function Turnstile({ siteKey, onToken }: { siteKey: string; onToken: (token: string | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    const render = () => {
      if (cancelled || !container.current || !window.turnstile) return;
      widgetId = window.turnstile.render(container.current, {
        sitekey: siteKey,
        language: i18n.language,
        callback: (token: string) => onToken(token),
        'expired-callback': () => onToken(null),
        'error-callback': () => onToken(null),
      });
    };
    if (window.turnstile) render();
    else {
      let script = document.querySelector<HTMLScriptElement>(`script[src="${TURNSTILE_SCRIPT}"]`);
      if (!script) {
        script = document.createElement('script');
        script.src = TURNSTILE_SCRIPT;
        script.async = true;
        document.head.append(script);
      }
      script.addEventListener('load', render);
    }
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, onToken, i18n.language]);
  return <div ref={container} />;
}
