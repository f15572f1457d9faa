import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Question } from '#common/schemas/questions.ts';
import { isAnswered } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LazyDialog } from '#web/components/ui/lazy-dialog.tsx';
import { ReadingText } from './reading-text.tsx';
import { StatusBadge } from './status-badge.tsx';
import { formatDateTime } from './format.ts';
import { saveToJournalHref } from './save-to-journal.ts';

/** 'View reading': the question, its status and the full answer (member area and answer log). */
export function ReadingDialog({ question }: { question: Question }) {
  const { t, i18n } = useTranslation('reading');
  return (
    <LazyDialog
      trigger={
        <Button variant="outline" size="sm">
          <BookOpen aria-hidden="true" />
          {t('viewReading')}
        </Button>
      }
      content={(ui) => (
        <ui.DialogContent closeLabel={t('close')}>
          <ui.DialogHeader>
            <ui.DialogTitle>{t('dialogTitle')}</ui.DialogTitle>
            <ui.DialogDescription>{formatDateTime(question.created_at, i18n.language)}</ui.DialogDescription>
          </ui.DialogHeader>
          <div className="grid gap-3">
            <p className="text-sm font-semibold text-muted-foreground">{t('question')}</p>
            <p className="rounded-md bg-muted p-3 whitespace-pre-line">{question.question_text}</p>
            <div className="flex items-center gap-2 text-sm">
              <span className="font-semibold text-muted-foreground">{t('statusLabel')}</span>
              <StatusBadge status={question.status} />
            </div>
            {isAnswered(question) ? (
              <ReadingText text={question.answer_text!} className="leading-relaxed" />
            ) : (
              <p className="text-muted-foreground">{t('inProgress')}</p>
            )}
          </div>
          <ui.DialogFooter>
            {isAnswered(question) ? (
              <Button variant="secondary" asChild>
                <Link to={saveToJournalHref(question, i18n.language)}>{t('saveToJournal')}</Link>
              </Button>
            ) : null}
            <Button variant="outline" asChild>
              <Link to={paths.reading(question.id)}>{t('openReading')}</Link>
            </Button>
            <ui.DialogClose asChild>
              <Button>{t('close')}</Button>
            </ui.DialogClose>
          </ui.DialogFooter>
        </ui.DialogContent>
      )}
    />
  );
}
