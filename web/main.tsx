import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { sessionQueryOptions } from './api/session.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRoutes, prefetchMemberData, preloadRoute } from './app/router.tsx';
import { registerServiceWorker } from './features/dreams/register-service-worker.ts';
import { initI18n, storedLanguage } from './lib/i18n.ts';
import { dateTimeFormat, numberFormat } from './lib/intl.ts';
import { cn } from './lib/utils.ts';
import { makeZodJitless } from './lib/zod-jitless.ts';
import './styles.css';

// Our CSP forbids eval: without this, zod probes `new Function` on its first parse and the browser reports a
// securitypolicyviolation for it (caught by zod, but noise that would hide a real violation).
makeZodJitless();

// Everything the first page needs starts downloading together: the page's code and its translations, the
// session, and the shared translations, then, for a member, the page's first data. The app renders once they are
// there, so the first paint is the page itself (no spinner or skeleton in its place, nothing shifting under it). An
// API slower than DATA_WAIT_MS does not keep the screen blank: the page then shows its loading state meanwhile.
const DATA_WAIT_MS = 3000;
const queryClient = createQueryClient();
const dataReady = queryClient.prefetchQuery(sessionQueryOptions()).then(() => {
  if (queryClient.getQueryData(sessionQueryOptions().queryKey)?.user) {
    // A member's pages show numbers and dates (the header balance first): build the locale data behind them while
    // the member's data downloads. Signed-out pages format neither, so they skip it.
    setTimeout(() => {
      const language = storedLanguage();
      numberFormat(language).format(1);
      dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    });
    return prefetchMemberData(location.pathname, queryClient);
  }
});
const pageReady = preloadRoute(location.pathname).catch(() => {
  // the routes' error boundary shows the failure when the page renders
});

// While the downloads run, the main thread is idle: build meanwhile what the first render would otherwise build on
// its way (tailwind-merge's class map), so that render is shorter.
setTimeout(() => cn('p-1', 'p-2'));

void Promise.all([
  initI18n(storedLanguage(), ['common']),
  pageReady,
  Promise.race([dataReady, new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]),
]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>,
  );
});

registerServiceWorker();
