import {
  Download,
  HardDrive,
  MonitorDown,
  RotateCcw,
  Share,
  ShieldAlert,
  ShieldCheck,
  TriangleAlert,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
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
import { cn } from '#web/lib/utils.ts';
import { downloadFile, fileDate, formatSize } from './dream-format.ts';
import { installApp, useDeviceProtection } from './device-protection.ts';
import { type DreamStoreSnapshot, resetDreams, STORAGE_QUOTA_ESTIMATE } from './dream-store.ts';

const NEARLY_FULL = 0.8;

/**
 * What the member must know about the stored dream log before anything else: storage blocked, or a damaged
 * value (offered as a download, and reset only on request), or items this app cannot read.
 */
export function StorageNotice({ store }: { store: DreamStoreSnapshot }) {
  const { t } = useTranslation('dreams');
  if (store.status === 'unavailable') {
    return (
      <Card role="alert" className="flex gap-3 border-destructive/40 p-5">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
        <p>{t('storage.unavailable')}</p>
      </Card>
    );
  }
  if (store.status === 'corrupt') return <CorruptNotice raw={store.raw} />;
  if (store.unreadable > 0) {
    return (
      <p role="status" className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
        {t('storage.unreadable', { count: store.unreadable })}
      </p>
    );
  }
  return null;
}

function CorruptNotice({ raw }: { raw: string }) {
  const { t } = useTranslation('dreams');
  const id = useId();
  function reset() {
    if (resetDreams().ok) notify.success(t('toast.resetDone'), t('toast.resetDoneDescription'));
  }
  return (
    <Card role="alert" aria-labelledby={`${id}-title`} className="grid gap-3 border-destructive/40 p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
        {t('storage.corruptTitle')}
      </h2>
      <p className="text-muted-foreground">{t('storage.corruptDescription')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="outline"
          onClick={() => downloadFile(`dream-entries-raw-${fileDate()}.txt`, raw, 'text/plain')}
        >
          <Download aria-hidden="true" />
          {t('storage.downloadRaw')}
        </Button>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <RotateCcw aria-hidden="true" />
              {t('storage.reset')}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t('storage.resetTitle')}</DialogTitle>
              <DialogDescription>{t('storage.resetDescription')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('storage.cancel')}</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button variant="destructive" onClick={reset}>
                  {t('storage.resetConfirm')}
                </Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    </Card>
  );
}

/** The storage line: how much of this browser's room the dreams take. */
export function StorageLine({ usedChars, className }: { usedChars: number; className?: string }) {
  const { t, i18n } = useTranslation('dreams');
  const id = useId();
  const share = Math.min(1, usedChars / STORAGE_QUOTA_ESTIMATE);
  const nearlyFull = share >= NEARLY_FULL;
  return (
    <div className={cn('grid gap-2 text-sm', className)} data-testid="storage-line">
      <p id={`${id}-label`} className="flex items-start gap-2 text-muted-foreground">
        <HardDrive aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('storage.used', {
            used: formatSize(usedChars, i18n.language),
            total: formatSize(STORAGE_QUOTA_ESTIMATE, i18n.language),
          })}{' '}
          {t('storage.deviceOnly')}
        </span>
      </p>
      <div
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', nearlyFull ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${Math.max(share * 100, usedChars > 0 ? 1 : 0)}%` }}
        />
      </div>
      {nearlyFull ? <p className="text-destructive">{t('storage.nearlyFull')}</p> : null}
    </div>
  );
}

/**
 * Whether this browser has promised to keep the dreams (persistent storage), what helps when not, the install
 * button while the browser offers it, and Safari's Home Screen steps on iPhone and iPad.
 */
export function ProtectionStatus({ className }: { className?: string }) {
  const { t } = useTranslation('dreams');
  const { persisted, canInstall, iosSafari } = useDeviceProtection();
  const Icon = persisted ? ShieldCheck : ShieldAlert;
  return (
    <div className={cn('grid gap-3 text-sm', className)} data-testid="storage-protection">
      {/* Not shown until the browser has answered, so a protected device never flashes "Not yet protected". */}
      {persisted === undefined ? null : (
        <div className="flex items-start gap-2">
          <Icon
            aria-hidden="true"
            className={cn('mt-0.5 size-4 shrink-0', persisted ? 'text-primary' : 'text-destructive')}
          />
          <p role="status">
            <strong className="font-semibold">{persisted ? t('storage.protected') : t('storage.notProtected')}</strong>{' '}
            <span className="text-muted-foreground">
              {persisted ? t('storage.protectedDetail') : t('storage.notProtectedDetail')}
            </span>
          </p>
        </div>
      )}
      {canInstall ? (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => void installApp()}>
          <MonitorDown aria-hidden="true" />
          {t('storage.install')}
        </Button>
      ) : null}
      {iosSafari ? (
        <div className="grid gap-1 rounded-md bg-muted p-3" data-testid="ios-home-screen">
          <p className="font-semibold">{t('storage.iosTitle')}</p>
          <p className="text-muted-foreground">{t('storage.iosWhy')}</p>
          <ol className="ml-5 list-decimal">
            <li>
              {t('storage.iosStep1')} <Share aria-hidden="true" className="inline size-4 align-text-bottom" />
            </li>
            <li>{t('storage.iosStep2')}</li>
          </ol>
        </div>
      ) : null}
    </div>
  );
}
