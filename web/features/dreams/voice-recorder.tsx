import { Mic, Square } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/utils.ts';
import type { VoiceProblem } from './use-voice-capture.ts';

/** docs/product.md §2.20: the round record/stop button and its caption; disabled, with the reason, without speech recognition. */
export function VoiceRecorder({
  supported,
  recording,
  problem,
  onToggle,
}: {
  supported: boolean;
  recording: boolean;
  problem: VoiceProblem | null;
  onToggle: () => void;
}) {
  const { t } = useTranslation('dreams');
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="night-sky flex flex-col items-center gap-4 rounded-lg px-5 py-8 text-center"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('voice.title')}
      </h2>
      <button
        type="button"
        onClick={onToggle}
        disabled={!supported}
        aria-describedby={`${id}-caption${supported ? '' : ` ${id}-unsupported`}`}
        className={cn(
          'relative flex size-24 cursor-pointer items-center justify-center rounded-full shadow-lg ring-4 transition-colors focus-visible:outline-offset-4 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50',
          recording
            ? 'bg-destructive text-destructive-foreground ring-destructive/40'
            : 'bg-accent text-accent-foreground ring-white/20 hover:bg-accent/90',
        )}
      >
        {recording ? (
          <>
            <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-destructive/40" />
            <Square aria-hidden="true" className="relative size-9 fill-current" />
          </>
        ) : (
          <Mic aria-hidden="true" className="size-10" />
        )}
        <span className="sr-only">{recording ? t('voice.stop') : t('voice.start')}</span>
      </button>
      <p id={`${id}-caption`} aria-live="polite" className="text-ice">
        {recording ? t('voice.recording') : t('voice.idle')}
      </p>
      {supported ? null : (
        <p id={`${id}-unsupported`} className="max-w-sm text-sm text-ice">
          {t('voice.unsupported')}
        </p>
      )}
      {problem ? (
        <p role="alert" className="max-w-sm rounded-md bg-white/10 px-3 py-2 text-sm">
          {t(`voice.${problem}`)}
        </p>
      ) : null}
    </section>
  );
}
