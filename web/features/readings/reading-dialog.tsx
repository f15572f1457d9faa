import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Question } from '#common/schemas/questions.ts';
import { isAnswered } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { ReadingText } from './reading-text.tsx';
import { StatusBadge } from './status-badge.tsx';
import { formatDateTime } from './format.ts';
import { FollowUpSection } from './follow-up-section.tsx';
import { saveToJournalHref } from './save-to-journal.ts';

/** 'View reading': the question, its status and the full answer (member area and answer log). */
export function ReadingDialog({ question }: { question: Question }) {
  const { t, i18n } = useTranslation('reading');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <BookOpen aria-hidden="true" />
          {t('viewReading')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('dialogTitle')}</DialogTitle>
          <DialogDescription>{formatDateTime(question.created_at, i18n.language)}</DialogDescription>
        </DialogHeader>
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
          <FollowUpSection question={question} headingLevel={3} />
        </div>
        <DialogFooter>
          {isAnswered(question) ? (
            <Button variant="secondary" asChild>
              <Link to={saveToJournalHref(question, i18n.language)}>{t('saveToJournal')}</Link>
            </Button>
          ) : null}
          <Button variant="outline" asChild>
            <Link to={paths.reading(question.id)}>{t('openReading')}</Link>
          </Button>
          <DialogClose asChild>
            <Button>{t('close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
