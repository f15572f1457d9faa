import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { JournalListItem } from '#common/schemas/journal.ts';
import { deleteJournalEntry, journalKeys } from '#web/api/journal.ts';
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
import { notify } from '#web/components/ui/toaster.tsx';
import { useDescribeError } from '#web/lib/use-describe-error.ts';

export function DeleteEntry({ id }: { id: string }) {
  const { t } = useTranslation('journal');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const describeError = useDescribeError('journal');
  const [open, setOpen] = useState(false);

  const remove = useMutation({
    mutationFn: () => deleteJournalEntry(id),
    onSuccess: async () => {
      queryClient.setQueriesData<JournalListItem[]>({ queryKey: journalKeys.lists() }, (old) =>
        old?.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: journalKeys.lists() });
      notify.success(t('toast.deleted'), t('toast.deletedDescription'));
      setOpen(false);
      await navigate(paths.journalList);
      // Only once this page is gone: dropped while shown, the entry would be fetched again and 404.
      queryClient.removeQueries({ queryKey: journalKeys.one(id), exact: true });
    },
    onError: (error) => notify.error(t('toast.deleteFailed'), describeError(error)),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t('detail.delete')}
        </Button>
      </DialogTrigger>
      {/* docs/product.md §2: clicking outside does not dismiss the confirmation. */}
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t('detail.deleteDialog.title')}</DialogTitle>
          <DialogDescription>{t('detail.deleteDialog.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              {t('detail.deleteDialog.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? t('detail.deleteDialog.deleting') : t('detail.deleteDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
