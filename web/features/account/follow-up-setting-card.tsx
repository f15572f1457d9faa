import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FOLLOW_UP_DAY_CHOICES, type FollowUpDays } from '#common/schemas/follow-ups.ts';
import type { Profile } from '#common/schemas/profile.ts';
import { refreshFollowUps, updateProfileSettings } from '#web/api/follow-ups.ts';
import { profileQueryOptions } from '#web/api/profile.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { useDescribeError } from '#web/lib/use-describe-error.ts';

const OFF = 'off';

/** docs/product.md §11: after how many days the member area asks how a reading turned out (3, 7, 14 or never). */
export function FollowUpSettingCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const describeError = useDescribeError('account');
  const save = useMutation({
    mutationFn: (days: FollowUpDays | null) => updateProfileSettings({ follow_up_days: days }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, updated);
      notify.success(t('followUpSetting.saved'));
      await refreshFollowUps(queryClient);
    },
    onError: (error) => notify.error(t('followUpSetting.saveFailed'), describeError(error)),
  });
  // While saving, the select shows the member's choice.
  const value = save.isPending ? save.variables : profile.follow_up_days;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('followUpSetting.title')}</CardTitle>
        <CardDescription>{t('followUpSetting.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Field id="profile-follow-up-days" label={t('followUpSetting.label')}>
          <NativeSelect
            className="sm:max-w-xs"
            value={value === null ? OFF : String(value)}
            disabled={save.isPending}
            onChange={(event) => {
              const next = event.target.value;
              save.mutate(next === OFF ? null : (Number(next) as FollowUpDays));
            }}
          >
            {FOLLOW_UP_DAY_CHOICES.map((days) => (
              <option key={days} value={days}>
                {t('followUpSetting.days', { n: days })}
              </option>
            ))}
            <option value={OFF}>{t('followUpSetting.off')}</option>
          </NativeSelect>
        </Field>
      </CardContent>
    </Card>
  );
}
