import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DREAM_SLIDER, type DreamSlider, SLIDER_LABELS, sliderLabel } from '#common/dreams.ts';

/** One 1-10 slider with its docs/product.md §4.10 label, shown and spoken (aria-valuetext). */
export function DreamSliderField({
  slider,
  value,
  onChange,
}: {
  slider: DreamSlider;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('dreams');
  const id = useId();
  const label = t(`sliders.labels.${sliderLabel(slider, value)}`);
  const [low, , high] = SLIDER_LABELS[slider];
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="text-sm font-semibold">
          {t(`sliders.${slider}`)}
        </label>
        <span aria-hidden="true" className="text-sm text-muted-foreground" data-testid={`slider-${slider}-value`}>
          {t('sliders.display', { value, label })}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={DREAM_SLIDER.min}
        max={DREAM_SLIDER.max}
        step={1}
        value={value}
        aria-valuetext={t('sliders.valueText', { value, label })}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-primary"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
        <span>{t(`sliders.labels.${low}`)}</span>
        <span>{t(`sliders.labels.${high}`)}</span>
      </div>
    </div>
  );
}
