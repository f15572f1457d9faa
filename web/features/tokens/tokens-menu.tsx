import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LazyDropdownMenu } from '#web/components/ui/lazy-dropdown-menu.tsx';
import { tokenBalanceQueryOptions } from '#web/api/tokens.ts';
import { numberFormat } from '#web/lib/intl.ts';

/** The header's tokens dropdown (SPEC §2 Navigation): the balance, or a dash when unknown. */
export function TokensMenu() {
  const { t, i18n } = useTranslation();
  const balance = useQuery(tokenBalanceQueryOptions());
  const shown =
    balance.data === undefined ? t('tokens.unknown') : numberFormat(i18n.language).format(balance.data.tokens);
  return (
    <LazyDropdownMenu
      align="end"
      trigger={
        <Button
          variant="night"
          size="sm"
          aria-label={t('tokens.menuLabel', { balance: shown })}
          data-testid="tokens-menu"
        >
          <Coins aria-hidden="true" className="text-accent" />
          <span data-testid="token-balance">{shown}</span>
        </Button>
      }
      content={(ui) => (
        <>
          <ui.DropdownMenuLabel>
            {t('tokens.balance')}:{' '}
            {balance.data === undefined ? shown : t('tokens.count', { count: balance.data.tokens })}
          </ui.DropdownMenuLabel>
          <ui.DropdownMenuSeparator />
          <ui.DropdownMenuItem asChild>
            <Link to={paths.tokenHistory}>{t('tokens.viewHistory')}</Link>
          </ui.DropdownMenuItem>
          <ui.DropdownMenuItem asChild>
            <Link to={paths.pricing}>{t('tokens.refill')}</Link>
          </ui.DropdownMenuItem>
        </>
      )}
    />
  );
}
