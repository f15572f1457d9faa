import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { sessionQueryOptions } from './api/session.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRoutes, prefetchMemberData, preloadRoute } from './app/router.tsx';
import { registerServiceWorker } from './features/dreams/register-service-worker.ts';
import { initI18n, storedLanguage } from './lib/i18n.ts';
import { dateTimeFormat, numberFormat } from './lib/intl.ts';
import { STEP, StartupStep, nextTask } from './lib/startup-steps.tsx';
import { makeZodJitless } from './lib/zod-jitless.ts';
import './styles.css';

// Our CSP forbids eval: without this, zod probes `new Function` on its first parse and the browser reports a
// securitypolicyviolation for it (caught by zod, but noise that would hide a real violation).
makeZodJitless();

// Everything the first page needs starts downloading together: the session, the shared translations, the page's
// code and its translations, then, for a member, the page's first data. The app renders once they are there, so the
// first paint is the page itself (no spinner or skeleton in its place, nothing shifting under it). An API slower
// than DATA_WAIT_MS does not keep the screen blank: the page then shows its loading state meanwhile.
//
// Each piece of start-up work runs in a task of its own (`nextTask`), queued in this order: the browser can take
// input and paint between them, and none of them holds the main thread for long.
const DATA_WAIT_MS = 3000;
const queryClient = createQueryClient();
const dataReady = queryClient.prefetchQuery(sessionQueryOptions()).then(async () => {
  if (!queryClient.getQueryData(sessionQueryOptions().queryKey)?.user) return;
  // A member's pages show numbers and dates (the header balance first): build the locale data behind them while
  // the member's data downloads. Signed-out pages format neither, so they skip it.
  const member = nextTask(() => prefetchMemberData(location.pathname, queryClient));
  await nextTask(() => numberFormat(storedLanguage()).format(1));
  await nextTask(() => dateTimeFormat(storedLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(0));
  return member;
});
// Whatever fails on the way shows on the page that needs it; the app renders regardless.
const dataSettled = dataReady.catch(() => {});
const translationsReady = nextTask(() => initI18n(storedLanguage(), ['common']));
const pageReady = nextTask(() => preloadRoute(location.pathname)).catch(() => {
  // the routes' error boundary shows the failure when the page renders
});

void Promise.all([
  translationsReady,
  pageReady,
  Promise.race([dataSettled, new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]),
]).then(() =>
  nextTask(() => {
    // The providers and the router first; the routes, the header, the page and the rest follow, a task each.
    createRoot(document.getElementById('root')!).render(
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <StartupStep index={STEP.layout}>
            <AppRoutes />
          </StartupStep>
        </BrowserRouter>
      </AppProviders>,
    );
  }),
);

registerServiceWorker();
