import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { config as zodConfig } from 'zod';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { registerServiceWorker } from './features/dreams/register-service-worker.ts';
import { initI18n, storedLanguage } from './lib/i18n.ts';
import './styles.css';

// Our CSP forbids eval: without this, zod probes `new Function` on its first parse and the browser reports a
// securitypolicyviolation for it (caught by zod, but noise that would hide a real violation).
zodConfig({ jitless: true });

const queryClient = createQueryClient();
// The router starts at once: the session, the first page's code, its translations and its first data download
// together while the shared translations load; it renders the page when they are there.
const router = createBrowserRouter(createRoutes(queryClient));

void initI18n(storedLanguage(), ['common']).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first page in slices and lets the browser take input between them.
  startTransition(() => {
    root.render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
});

registerServiceWorker();
