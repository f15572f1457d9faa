import { ImagePlus, X } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/utils.ts';

export type PickedImage = { key: string; src: string; name: string };

/** docs/product.md §2.20: a multi-image upload area (images only), each picture removable with ×. */
export function ImagePicker({
  images,
  preparing,
  onAdd,
  onRemove,
}: {
  images: PickedImage[];
  preparing: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('dreams');
  const id = useId();
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) onAdd([...event.dataTransfer.files]);
  }

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold">{t('images.legend')}</legend>
      <label
        htmlFor={`${id}-input`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input bg-background px-4 py-6 text-center transition-colors hover:bg-muted has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
          dragging && 'border-primary bg-secondary',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-primary" />
        <span className="font-semibold text-primary">{t('images.add')}</span>
        <input
          id={`${id}-input`}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared, so choosing the same file again adds it again.
            event.target.value = '';
            if (files.length) onAdd(files);
          }}
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('images.hint')}
      </p>
      {preparing ? <Spinner label={t('images.preparing')} className="text-muted-foreground" /> : null}
      {images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {images.map((image) => (
            <li key={image.key} className="relative">
              <img src={image.src} alt={image.name} className="aspect-square w-full rounded-md border object-cover" />
              <button
                type="button"
                onClick={() => onRemove(image.key)}
                className="absolute -top-2 -right-2 flex size-8 cursor-pointer items-center justify-center rounded-full border bg-card text-foreground shadow-sm hover:bg-muted"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('images.remove', { name: image.name || t('images.unnamed') })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
