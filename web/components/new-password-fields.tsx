import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewPasswordInput } from '#common/schemas/auth.ts';
import { Field } from './ui/field.tsx';
import { PasswordInput } from './password-input.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

/**
 * The i18n key (common namespace) of the first problem of a new password typed twice, in the rule's order
 * (docs/product.md §5.4): both filled, the rule, the confirmation. For the form's toast.
 */
export function newPasswordProblem(errors: FieldErrors<NewPasswordInput>): string | undefined {
  return (errors.newPassword ?? errors.confirmation)?.message;
}

/**
 * The one new-password field group (login's reset mode, Create New Password, the profile's change-password card):
 * 'New password' with its show/hide toggle, hint and strength meter, 'Confirm new password', and one line saying
 * the first problem, pointed at the field it concerns. Lives in a react-hook-form `FormProvider` whose values
 * include `newPassword` and `confirmation`, resolved with a schema built on `NewPasswordFields` from common/.
 */
export function NewPasswordFields({ id }: { id: string }) {
  const { t } = useTranslation('common');
  const { register, control, formState } = useFormContext<NewPasswordInput>();
  const password = useWatch({ control, name: 'newPassword' }) ?? '';
  const problem = newPasswordProblem(formState.errors);
  const newInvalid = Boolean(formState.errors.newPassword);
  // Both fields empty is one problem of both; otherwise the line speaks of the first field that has one.
  const confirmationInvalid = Boolean(problem) && formState.errors.confirmation?.message === problem;
  const problemId = `${id}-problem`;

  return (
    <>
      <Field
        id={`${id}-password`}
        label={t('newPassword.label')}
        hint={t('newPassword.hint')}
        invalid={newInvalid}
        after={<PasswordStrengthMeter id={`${id}-strength`} password={password} />}
      >
        <PasswordInput
          aria-describedby={[`${id}-strength`, newInvalid ? problemId : null].filter(Boolean).join(' ')}
          {...register('newPassword')}
        />
      </Field>
      <Field id={`${id}-confirmation`} label={t('newPassword.confirmLabel')} invalid={confirmationInvalid}>
        <PasswordInput aria-describedby={confirmationInvalid ? problemId : undefined} {...register('confirmation')} />
      </Field>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-destructive">
          {t(problem)}
        </p>
      ) : null}
    </>
  );
}
