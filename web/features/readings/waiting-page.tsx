import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStreamState } from '#web/api/question-events.ts';
import { isAnswered, questionQueryOptions } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { CardBack } from '#web/components/card-art/card-back.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LIMITS } from '#common/limits.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { ReadingNotFound } from './reading-not-found.tsx';

const SLOW_AFTER_MS = 30_000;

/** /answer?questionId=…: the shuffle, until the reading is ready; then /reading/{id}, once, replacing history. */
export function WaitingPage() {
  const { t } = useTranslation('reading');
  const [params] = useSearchParams();
  const id = params.get('questionId') ?? '';
  const navigate = useNavigate();
  const stream = useStreamState();
  const moved = useRef(false);
  const [slow, setSlow] = useState(false);
  const question = useQuery({
    ...questionQueryOptions(id),
    enabled: Boolean(id),
    // Pushed updates land in this query; without a live stream, poll as docs/product.md §7 does.
    refetchInterval: (query) => (isAnswered(query.state.data) || stream === 'open' ? false : LIMITS.waitingPollMs),
  });

  useEffect(() => {
    if (!moved.current && isAnswered(question.data)) {
      moved.current = true;
      void navigate(paths.reading(id), { replace: true });
    }
  }, [question.data, id, navigate]);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!id || (question.error instanceof ApiError && question.error.status === 404)) return <ReadingNotFound />;

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center" aria-busy="true">
      <title>{`${t('waiting.title')} · ${t('common:app.title')}`}</title>
      <div className="shuffle relative mb-10 h-56 w-40" role="img" aria-label={t('waiting.shuffling')}>
        <CardBack className="shuffle-card shuffle-card-1 absolute inset-0 size-full drop-shadow-lg" />
        <CardBack className="shuffle-card shuffle-card-2 absolute inset-0 size-full drop-shadow-lg" />
        <CardBack className="shuffle-card shuffle-card-3 absolute inset-0 size-full drop-shadow-lg" />
      </div>
      <h1 className="text-2xl font-semibold sm:text-3xl" aria-live="polite">
        {t('waiting.title')}
      </h1>
      <p className="mt-3 text-muted-foreground">{t('waiting.description')}</p>
      {slow ? (
        <div className="mt-6 grid gap-3">
          <p className="text-sm text-muted-foreground">{t('waiting.slow')}</p>
          <Button variant="outline" asChild>
            <Link to={paths.answerLog}>{t('waiting.toAnswerLog')}</Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
