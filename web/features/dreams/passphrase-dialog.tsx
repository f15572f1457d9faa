import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BackupOpenSchema, type BackupOpenValues } from '#common/schemas/dreams.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useValidationMessage } from '#web/lib/use-validation-message.ts';
import { openBackup } from './backup-worker.ts';

/** Asks for the passphrase of an encrypted backup; a wrong one (or a changed file) changes nothing. */
export function PassphraseDialog({
  envelope,
  onClose,
  onOpened,
}: {
  envelope: unknown;
  onClose: () => void;
  onOpened: (text: string) => void;
}) {
  const { t } = useTranslation('dreams');
  const id = useId();
  const validationMessage = useValidationMessage('dreams');
  // Checked on submit only: an emptied field just disables "Open backup" again.
  const form = useForm<BackupOpenValues>({
    resolver: zodResolver(BackupOpenSchema),
    defaultValues: { passphrase: '' },
    reValidateMode: 'onSubmit',
  });
  const passphrase = useWatch({ control: form.control, name: 'passphrase' });
  const opening = form.formState.isSubmitting;

  function close() {
    form.reset();
    onClose();
  }

  async function submit({ passphrase: typed }: BackupOpenValues) {
    const opened = await openBackup(envelope, typed);
    if (!opened.ok) {
      form.setError('passphrase', { type: 'wrong', message: 'restore.wrong' });
      return;
    }
    form.reset();
    onOpened(opened.text);
  }

  return (
    <Dialog open={envelope !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <form className="grid gap-4" onSubmit={form.handleSubmit(submit)} noValidate>
          <DialogHeader>
            <DialogTitle>{t('restore.title')}</DialogTitle>
            <DialogDescription>{t('restore.description')}</DialogDescription>
          </DialogHeader>
          <Field
            id={`${id}-passphrase`}
            label={t('restore.passphrase')}
            error={validationMessage(form.formState.errors.passphrase?.message)}
          >
            <Input
              type="password"
              autoComplete="current-password"
              {...form.register('passphrase', { onChange: () => form.clearErrors('passphrase') })}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('restore.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!passphrase || opening}>
              {opening ? t('restore.opening') : t('restore.open')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
