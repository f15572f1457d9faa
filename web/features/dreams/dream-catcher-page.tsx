import { BookOpen, CalendarDays, MoonStar, Sparkles, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DREAM_SLIDERS, moonPhase } from '#common/dreams.ts';
import type { DreamCapture } from '#common/schemas/dreams.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { requestPersistence, useProtectOnVisit } from './device-protection.ts';
import type { DreamEntry } from './dream-entry.ts';
import { formatFullDate } from './dream-format.ts';
import { useDreamLabels } from './dream-labels.ts';
import { DreamSliderField } from './dream-slider.tsx';
import type { CareKind } from '#common/care/screen.ts';
import { SavedHelpCard } from '#web/components/care/saved-help-card.tsx';
import { useScreening } from '#web/components/care/use-screening.ts';
import { saveDream, useDreams } from './dream-store.ts';
import { ImagePicker } from './image-picker.tsx';
import { ProtectionStatus, StorageLine, StorageNotice } from './storage-panel.tsx';
import { useVoiceCapture } from './use-voice-capture.ts';
import { VoiceRecorder } from './voice-recorder.tsx';
import { LunarCaptureInfo } from './lunar-capture-info.tsx';
import { CapturedNext } from './dream-threads.tsx';
import { EMPTY_CAPTURE, useCaptureForm, withTranscript } from './use-capture-form.ts';

/** docs/product.md §2.20 Dream Catcher: capture a dream by voice, text and images; it is saved only in this browser. */
export function DreamCatcherPage() {
  const { t, i18n } = useTranslation('dreams');
  const labels = useDreamLabels();
  const store = useDreams();
  const id = useId();
  const [today] = useState(() => new Date());
  const { form, preparing, saveProblem, setSaveProblem, addImages, removeImage } = useCaptureForm();
  const [text, category, images] = form.watch(['text', 'category', 'images']);
  const levels = form.watch(DREAM_SLIDERS);
  // Screened on the device after the save (docs/care.md): the dream never leaves it.
  const screenText = useScreening(i18n.language);
  const [care, setCare] = useState<CareKind | null>(null);
  const voice = useVoiceCapture(i18n.language);
  const [captured, setCaptured] = useState<DreamEntry | null>(null);
  useProtectOnVisit();

  const hasContent = text.trim().length > 0 || images.length > 0;
  const storeReady = store.status === 'ok';
  const canCapture = hasContent && storeReady && preparing === 0;

  function toggleRecording() {
    if (voice.recording) {
      voice.stop();
      return;
    }
    const base = form.getValues('text');
    voice.start((transcript) => form.setValue('text', withTranscript(base, transcript)));
  }

  function onValid({ images: picked, ...capture }: DreamCapture) {
    if (!canCapture) return;
    if (voice.recording) voice.stop();
    const result = saveDream({ ...capture, images: picked.map(({ src, name }) => ({ src, name })) });
    if (!result.ok) {
      // The form keeps everything, so nothing the member wrote is lost.
      setSaveProblem(result.reason);
      if (result.reason === 'quota') notify.error(t('toast.storageFull'), t('toast.storageFullDescription'));
      else notify.error(t('toast.saveFailed'), t('toast.saveFailedDescription'));
      return;
    }
    notify.success(t('toast.captured'), t('toast.capturedDescription'));
    // docs/product.md: every saved dream asks the browser to keep storage; a due backup is suggested once.
    void requestPersistence();
    setCaptured(result.entry);
    setCare(null);
    void screenText(capture.text).then((found) => setCare(found?.kind ?? null));
    form.reset(EMPTY_CAPTURE);
    setSaveProblem(null);
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
      <title>{`${t('capture.meta')} · ${t('common:app.title')}`}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{t('capture.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('capture.subtitle')}</p>
          <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <div className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-primary" />
              <dt className="sr-only">{t('capture.todayLabel')}</dt>
              <dd>
                <time dateTime={today.toISOString()}>{formatFullDate(today, i18n.language)}</time>
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <MoonStar aria-hidden="true" className="size-4 text-primary" />
              <dt className="sr-only">{t('capture.moonLabel')}</dt>
              <dd data-testid="today-moon-phase">{labels.moonPhase(moonPhase(today))}</dd>
            </div>
            <LunarCaptureInfo now={today} />
          </dl>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to={paths.dreamCatcherLog}>
            <BookOpen aria-hidden="true" />
            {t('capture.openLog')}
          </Link>
        </Button>
      </header>

      <StorageNotice store={store} />

      <VoiceRecorder
        supported={voice.supported}
        recording={voice.recording}
        problem={voice.problem}
        onToggle={toggleRecording}
      />

      <Card>
        <CardContent padding="full">
          <form onSubmit={form.handleSubmit(onValid)} className="grid gap-8" noValidate>
            <Field
              id={`${id}-text`}
              label={t('text.label')}
              hint={voice.recording ? t('text.recordingHint') : undefined}
            >
              <Textarea
                {...form.register('text')}
                placeholder={t('text.placeholder')}
                readOnly={voice.recording}
                rows={6}
              />
            </Field>

            <CategoryTiles
              value={category}
              onChange={(value) => form.setValue('category', value as DreamCapture['category'])}
            />

            <fieldset className="grid gap-5">
              <legend className="mb-3 text-sm font-semibold">{t('sliders.legend')}</legend>
              {DREAM_SLIDERS.map((slider) => (
                <DreamSliderField
                  key={slider}
                  slider={slider}
                  value={levels[DREAM_SLIDERS.indexOf(slider)]!}
                  onChange={(value) => form.setValue(slider, value)}
                />
              ))}
            </fieldset>

            <ImagePicker
              images={images}
              preparing={preparing > 0}
              onAdd={(files) => void addImages(files)}
              onRemove={removeImage}
            />

            <div className="grid gap-3">
              {saveProblem === 'quota' ? (
                <p role="alert" className="flex gap-2 rounded-md border border-destructive/40 p-3 text-sm">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                  {t('storage.fullInForm')}
                </p>
              ) : null}
              <Button
                type="submit"
                size="lg"
                variant="accent"
                disabled={!canCapture}
                aria-describedby={canCapture ? undefined : `${id}-submit-hint`}
              >
                <Sparkles aria-hidden="true" />
                {t('submit.capture')}
              </Button>
              {canCapture ? null : (
                <p id={`${id}-submit-hint`} className="text-center text-xs text-muted-foreground">
                  {!storeReady ? t('submit.blocked') : preparing > 0 ? t('images.preparing') : t('submit.needsContent')}
                </p>
              )}
              {store.status === 'unavailable' ? null : <StorageLine usedChars={store.usedChars} />}
              <ProtectionStatus />
            </div>
          </form>
        </CardContent>
      </Card>

      {captured ? <CapturedNext dream={captured} /> : null}
      {care ? <SavedHelpCard key={care} kind={care} note={t('common:care.dreamNote')} /> : null}
    </div>
  );
}
