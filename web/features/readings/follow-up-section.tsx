import { MessageSquareHeart, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '#common/schemas/questions.ts';
import { isAnswered } from '#web/api/questions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from './format.ts';
import { FollowUpCard } from './follow-up-card.tsx';

/**
 * A reading's follow-up on the reading page and in the reading dialog (docs/product.md §11): how it turned out, with
 * Change; or the form, for an answered reading not followed up yet.
 */
export function FollowUpSection({ question, headingLevel = 2 }: { question: Question; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('reading');
  const [editing, setEditing] = useState(false);
  if (!isAnswered(question)) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const followUp = question.follow_up;

  return (
    <section aria-label={t('followUp.title')} className="grid gap-3" data-testid="follow-up-section">
      <Heading className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquareHeart aria-hidden="true" className="size-5 text-primary" />
        {followUp ? t('followUp.yourFollowUp') : t('followUp.title')}
      </Heading>
      {followUp && !editing ? (
        <div className="grid gap-2">
          <p className="font-medium" data-testid="follow-up-resonated">
            {t(`followUp.resonated.${followUp.resonated}`)}
          </p>
          {followUp.note ? <p className="whitespace-pre-line wrap-anywhere">{followUp.note}</p> : null}
          <p className="text-sm text-muted-foreground">
            {t('followUp.updatedOn', { date: formatDateTime(followUp.updated_at, i18n.language) })}
          </p>
          <div>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('followUp.change')}
            </Button>
          </div>
        </div>
      ) : (
        <FollowUpCard
          question={question}
          onDone={() => setEditing(false)}
          onCancel={followUp ? () => setEditing(false) : undefined}
        />
      )}
    </section>
  );
}
