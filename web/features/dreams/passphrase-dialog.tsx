import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
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
  const [passphrase, setPassphrase] = useState('');
  const [wrong, setWrong] = useState(false);
  const [opening, setOpening] = useState(false);

  function close() {
    setPassphrase('');
    setWrong(false);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!passphrase || opening) return;
    setOpening(true);
    setWrong(false);
    const opened = await openBackup(envelope, passphrase);
    setOpening(false);
    if (!opened.ok) {
      setWrong(true);
      return;
    }
    setPassphrase('');
    onOpened(opened.text);
  }

  return (
    <Dialog open={envelope !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>{t('restore.title')}</DialogTitle>
            <DialogDescription>{t('restore.description')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-passphrase`}>{t('restore.passphrase')}</Label>
            <Input
              id={`${id}-passphrase`}
              type="password"
              autoComplete="current-password"
              value={passphrase}
              onChange={(event) => {
                setPassphrase(event.target.value);
                setWrong(false);
              }}
              aria-invalid={wrong || undefined}
              aria-describedby={wrong ? `${id}-wrong` : undefined}
            />
            {wrong ? (
              <p id={`${id}-wrong`} role="alert" className="text-sm text-destructive">
                {t('restore.wrong')}
              </p>
            ) : null}
          </div>
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
