import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPassword, PASSWORD_PROBLEM_KEYS } from '#common/password.ts';
import { resetPassword } from '#web/api/profile.ts';
import { endLocalSession } from '#web/api/session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

export function NewPasswordForm({
  token,
  onTokenRejected,
  onUpdated,
}: {
  token: string;
  onTokenRejected: () => void;
  onUpdated: () => void;
}) {
  const { t } = useTranslation('recovery');
  const describeError = useDescribeError('recovery');
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const update = useMutation({
    mutationFn: (newPassword: string) => resetPassword(token, newPassword),
    onSuccess: () => {
      // The server revoked every session of the member, this browser's included; tell the other tabs too.
      onUpdated();
      endLocalSession(queryClient, { tellOtherTabs: true });
      notify.success(t('reset.toast.updated'), t('reset.toast.updatedDescription'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        notify.error(t('reset.toast.failed'), t('reset.invalid.title'));
        onTokenRejected();
        return;
      }
      notify.error(t('reset.toast.failed'), t('reset.toast.failedDescription', { message: describeError(error) }));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = await newPasswordProblem(password, confirmation);
    setProblem(found);
    if (found) {
      notify.error(t('reset.toast.failed'), t(found));
      return;
    }
    update.mutate(password);
  }

  // Point the broken rule at the field it concerns.
  const passwordInvalid =
    problem !== null && problem !== 'reset.mismatch' && (problem !== 'reset.fillAllFields' || !password);
  const confirmationInvalid = problem === 'reset.mismatch' || (problem === 'reset.fillAllFields' && !confirmation);

  return (
    <Card>
      <CardContent padding="full">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <Field
            id="reset-password"
            label={t('reset.newPassword')}
            hint={t('reset.passwordHint')}
            invalid={passwordInvalid}
            after={<PasswordStrengthMeter id="reset-strength" password={password} />}
          >
            <PasswordInput
              aria-describedby={describedBy('reset-strength', passwordInvalid && 'reset-problem')}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setProblem(null);
              }}
            />
          </Field>
          <Field id="reset-confirmation" label={t('reset.confirmPassword')} invalid={confirmationInvalid}>
            <PasswordInput
              aria-describedby={describedBy(confirmationInvalid && 'reset-problem')}
              value={confirmation}
              onChange={(event) => {
                setConfirmation(event.target.value);
                setProblem(null);
              }}
            />
          </Field>
          {problem ? (
            <p id="reset-problem" role="alert" className="text-sm text-destructive">
              {t(problem)}
            </p>
          ) : null}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('reset.busy') : t('reset.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * The form's rules in order, as an i18n key: both fields filled, the one password rule (docs/product.md §5, the
 * server's own), then the confirmation. The list of common passwords loads at the first check.
 */
async function newPasswordProblem(password: string, confirmation: string): Promise<string | null> {
  if (!password || !confirmation) return 'reset.fillAllFields';
  const rule = await checkPassword(password).catch(() => null); // offline: the server still checks
  if (rule) return `common:${PASSWORD_PROBLEM_KEYS[rule]}`;
  if (password !== confirmation) return 'reset.mismatch';
  return null;
}

/** A new-password input with its own show/hide toggle (a pressed "Show password" button). */
function PasswordInput({ id, ...props }: { id?: string } & Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('recovery');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className="pr-12"
        {...props}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute top-0 right-0 rounded-l-none"
        aria-label={t('reset.showPassword')}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
    </div>
  );
}

function describedBy(...ids: (string | false)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}
