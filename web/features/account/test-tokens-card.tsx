import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#common/limits.ts';
import type { TokenBalance } from '#common/schemas/tokens.ts';
import { useNextTestGrantAt, useTestGrant } from '#web/api/tokens.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { formatDateTime, formatNumber } from './format.ts';

/** The test period's grant, once a day: until the next one is possible, says when and disables the button. */
export function TestTokensCard({ balance }: { balance: TokenBalance }) {
  const { t, i18n } = useTranslation('account');
  const describeError = useDescribeError('account');
  const nextGrantAt = useNextTestGrantAt(balance);

  const grant = useTestGrant({
    onSuccess: (result) =>
      notify.success(
        t('toast.tokensGranted'),
        t('toast.tokensGrantedDescription', {
          granted: formatNumber(result.granted, i18n.language),
          balance: formatNumber(result.new_balance, i18n.language),
        }),
      ),
    onError: (error) => notify.error(t('toast.grantFailed'), describeError(error)),
  });

  return (
    <Card tone="accent">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins aria-hidden="true" className="size-5" />
          {t('testTokens.title')}
        </CardTitle>
        <CardDescription tone="plain">{t('testTokens.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        <Button
          variant="accent"
          onClick={() => grant.mutate()}
          disabled={grant.isPending || nextGrantAt !== null}
          aria-describedby={nextGrantAt ? 'test-tokens-next' : undefined}
        >
          {grant.isPending
            ? t('testTokens.busy')
            : t('testTokens.grant', { amount: formatNumber(LIMITS.testTokenGrant, i18n.language) })}
        </Button>
        {nextGrantAt ? (
          <p id="test-tokens-next" className="text-sm" data-testid="test-tokens-next">
            {t('testTokens.next', { date: formatDateTime(nextGrantAt, i18n.language) })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
