import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { updateLunarSettings, useLunarSettings } from '#web/lib/lunar-settings.ts';

/** docs/product.md "Thai lunar date": the profile's lunar-date choices, saved on this device. */
export function LunarSettingsCard() {
  const { t } = useTranslation('lunar');
  const settings = useLunarSettings();
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('settings.title')}</CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <input
            id={`${id}-english`}
            type="checkbox"
            className="size-4 accent-primary"
            checked={settings.showInEnglish}
            onChange={(event) => updateLunarSettings({ showInEnglish: event.target.checked })}
          />
          <Label htmlFor={`${id}-english`}>{t('settings.showInEnglish')}</Label>
        </div>
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor={`${id}-numerals`}>{t('settings.numerals')}</Label>
          <NativeSelect
            id={`${id}-numerals`}
            value={settings.numerals}
            onChange={(event) => updateLunarSettings({ numerals: event.target.value === 'arabic' ? 'arabic' : 'thai' })}
          >
            <option value="thai">{t('settings.thaiNumerals')}</option>
            <option value="arabic">{t('settings.arabicNumerals')}</option>
          </NativeSelect>
        </div>
      </CardContent>
    </Card>
  );
}
