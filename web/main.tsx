import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { sessionQueryOptions } from './api/session.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { registerServiceWorker } from './features/dreams/register-service-worker.ts';
import { initI18n, storedLanguage } from './lib/i18n.ts';
import { makeZodJitless } from './lib/zod-jitless.ts';
import './styles.css';

// Our CSP forbids eval: without this, zod probes `new Function` on its first parse and the browser reports a
// securitypolicyviolation for it (caught by zod, but noise that would hide a real violation).
makeZodJitless();

// Everything the first page needs starts downloading together: the page's code and its translations, the
// session, and the shared translations; the app renders once the page is there, so nothing shifts under it.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(sessionQueryOptions());
const pageReady = preloadRoute(location.pathname).catch(() => {
  // the routes' error boundary shows the failure when the page renders
});

void Promise.all([initI18n(storedLanguage(), ['common']), pageReady]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>,
  );
});

registerServiceWorker();
