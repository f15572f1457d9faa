// The bench's baseline (bench/README.md, "Web"): the least a React 19 page can be, one heading rendered by
// react-dom/client, served with the app's fonts and stylesheet. Not part of the app.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main className="mx-auto max-w-xl px-4 py-10">
    <h1 className="text-3xl font-semibold">Penguin Oracle</h1>
  </main>,
);
