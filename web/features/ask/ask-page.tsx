import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Coins, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LIMITS } from '#common/limits.ts';
import { isLocale } from '#common/locales.ts';
import { askQuestion, categoriesQueryOptions, categoryName, questionKeys } from '#web/api/questions.ts';
import { tokenBalanceQueryOptions, useNextTestGrantAt, useTestGrant } from '#web/api/tokens.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { useValidationMessage } from '#web/lib/use-validation-message.ts';
import { dateTimeFormat } from '#web/lib/intl.ts';
import type { Care } from '#common/schemas/care.ts';
import { careOf } from '#web/api/care.ts';
import { HelpCard } from '#web/components/care/help-card.tsx';
import { dreamAskedAbout, linkReadingToDream } from '#web/lib/dream-threads.ts';
import { type AskFormValues, useAskForm } from './use-ask-form.ts';
import { Verification } from './verification.tsx';

export function AskPage() {
  const { t, i18n } = useTranslation('ask');
  const describeError = useDescribeError('ask', { fallback: 'toast.failedDefault' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // docs/product.md §1.5.2: opened from a dream, the link to the reading is kept on this device only.
  const fromDream = dreamAskedAbout(useLocation().state);
  const categories = useQuery(categoriesQueryOptions());
  const balance = useQuery(tokenBalanceQueryOptions());
  const validationMessage = useValidationMessage('ask');
  const form = useAskForm();
  const { errors } = form.formState;
  const [categoryId, question, token] = form.watch(['categoryId', 'question', 'verificationToken']);
  const [verificationRound, setVerificationRound] = useState(0);
  // A 409 CARE_SUGGESTED: the help card shows, nothing was spent and the bot-check token is still good.
  const [care, setCare] = useState<Care | null>(null);

  const nextGrantAt = useNextTestGrantAt(balance.data);
  const cost = balance.data?.question_cost ?? 1;
  const tooFewTokens = balance.data !== undefined && balance.data.tokens < cost;

  const submit = useMutation({
    mutationFn: ({ values, careAcknowledged }: { values: AskFormValues; careAcknowledged: boolean }) =>
      askQuestion({
        ...values,
        locale: isLocale(i18n.language) ? i18n.language : 'en',
        ...(careAcknowledged ? { care_acknowledged: true } : {}),
      }),
    onSuccess: (result) => {
      setCare(null);
      queryClient.setQueryData(tokenBalanceQueryOptions().queryKey, (old) =>
        old ? { ...old, tokens: result.new_balance } : old,
      );
      void queryClient.invalidateQueries({ queryKey: questionKeys.all });
      if (fromDream) linkReadingToDream(fromDream, result.question_id);
      notify.success(t('toast.submitted'), t('toast.submittedDescription'));
      void navigate(paths.answer(result.question_id));
    },
    onError: (error) => {
      const suggested = careOf(error);
      if (suggested) return setCare(suggested);
      // A token is accepted once: whatever happened, verify again for the next try.
      setVerificationRound((n) => n + 1);
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_TOKENS') void balance.refetch();
      notify.error(t('toast.failed'), describeError(error));
    },
  });

  const grant = useTestGrant({
    onSuccess: (result) =>
      notify.success(
        t('toast.tokensGranted'),
        t('toast.tokensGrantedDescription', { count: result.granted, balance: result.new_balance }),
      ),
    onError: (error) => notify.error(t('toast.grantFailed'), describeError(error)),
  });

  const canSubmit =
    Boolean(categoryId) && question.trim().length > 0 && Boolean(token) && !tooFewTokens && !submit.isPending;

  const send = (careAcknowledged: boolean) =>
    form.handleSubmit((values) => {
      if (careAcknowledged || canSubmit) submit.mutate({ values, careAcknowledged });
    });

  function notNow() {
    setCare(null);
    document.getElementById('ask-question')?.focus();
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <title>{`${t('title')} · ${t('common:app.title')}`}</title>
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>

      {tooFewTokens ? (
        <Card tone="accent" className="mt-6" role="status">
          <CardHeader>
            <CardTitle small className="flex items-center gap-2">
              <Coins aria-hidden="true" className="size-5" />
              {t('lowBalance.title')}
            </CardTitle>
            <CardDescription tone="plain">{t('lowBalance.description', { count: cost })}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            {balance.data?.test_tokens_enabled ? (
              <Button
                onClick={() => grant.mutate()}
                disabled={grant.isPending || nextGrantAt !== null}
                aria-describedby={nextGrantAt ? 'ask-next-grant' : undefined}
              >
                {grant.isPending ? t('lowBalance.granting') : t('lowBalance.grant')}
              </Button>
            ) : null}
            <Button variant="outline" asChild>
              <Link to={paths.pricing}>{t('lowBalance.getTokens')}</Link>
            </Button>
            {balance.data?.test_tokens_enabled && nextGrantAt ? (
              <p id="ask-next-grant" className="basis-full text-sm" data-testid="ask-next-grant">
                {t('lowBalance.nextGrant', {
                  date: dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                    new Date(nextGrantAt),
                  ),
                })}
              </p>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      {care ? (
        <div className="mt-6">
          <HelpCard kind={care.kind} helplines={care.helplines} note={t('common:care.askNote')}>
            <Button onClick={() => void send(true)()} disabled={submit.isPending || !token}>
              {submit.isPending ? t('submitting') : t('common:care.continue')}
            </Button>
            <Button variant="outline" onClick={notNow} disabled={submit.isPending}>
              {t('common:care.notNow')}
            </Button>
          </HelpCard>
        </div>
      ) : null}

      <Card className="mt-6">
        <CardContent padding="full">
          <form onSubmit={send(false)} className="grid gap-5" noValidate>
            <Field
              id="ask-category"
              label={t('category.label')}
              required
              error={validationMessage(errors.categoryId?.message)}
            >
              {categories.data?.length === 0 ? (
                <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
                  {t('category.empty')}
                </p>
              ) : (
                <NativeSelect {...form.register('categoryId')} disabled={!categories.data} required>
                  <option value="">{categories.isError ? t('category.loadFailed') : t('category.placeholder')}</option>
                  {categories.data?.map((category) => (
                    <option key={category.id} value={category.id}>
                      {categoryName(category, i18n.language)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field
              id="ask-question"
              label={t('question.label')}
              required
              error={validationMessage(errors.question?.message)}
              after={
                fromDream ? (
                  <p id="ask-from-dream" className="rounded-md bg-secondary/50 px-3 py-2 text-sm">
                    {t('fromDream.note')}
                  </p>
                ) : null
              }
              hint={
                <span className="flex justify-between gap-4">
                  <span>{t('question.hint')}</span>
                  <span data-testid="question-counter">
                    {t('question.counter', { count: question.length, max: LIMITS.questionMaxLength })}
                  </span>
                </span>
              }
            >
              <Textarea
                maxLength={LIMITS.questionMaxLength}
                {...form.register('question', {
                  onChange: (event: { target: HTMLTextAreaElement }) => {
                    const text = event.target.value.slice(0, LIMITS.questionMaxLength);
                    if (text !== event.target.value) form.setValue('question', text);
                  },
                })}
                placeholder={t(fromDream ? 'fromDream.placeholder' : 'question.placeholder')}
                aria-describedby={fromDream ? 'ask-from-dream' : undefined}
                rows={6}
                required
              />
            </Field>
            <div className="grid gap-2">
              <span className="text-sm font-semibold">{t('verification.label')}</span>
              <Verification
                key={verificationRound}
                onToken={(value) => form.setValue('verificationToken', value ?? '', { shouldValidate: false })}
              />
              {errors.verificationToken ? (
                <p role="alert" className="text-sm text-destructive">
                  {validationMessage(errors.verificationToken.message)}
                </p>
              ) : null}
            </div>
            <Button type="submit" size="lg" disabled={!canSubmit}>
              <Send aria-hidden="true" />
              {submit.isPending ? t('submitting') : t('submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
