import { RotateCw } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';

/** A query that failed: what went wrong and a button to try again (disabled while it retries). */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  retrying,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Card role="alert" className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" />
        {retryLabel}
      </Button>
    </Card>
  );
}
