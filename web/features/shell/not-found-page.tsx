import { NotFound } from '#web/components/not-found.tsx';

export function NotFoundPage() {
  return <NotFound />;
}
