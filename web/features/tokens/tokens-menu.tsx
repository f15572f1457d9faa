import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { tokenBalanceQueryOptions } from '#web/api/tokens.ts';
import { numberFormat } from '#web/lib/intl.ts';

/** The header's tokens dropdown (docs/product.md §2.3 Navigation): the balance, or a dash when unknown. */
export function TokensMenu() {
  const { t, i18n } = useTranslation();
  const balance = useQuery(tokenBalanceQueryOptions());
  const shown =
    balance.data === undefined ? t('tokens.unknown') : numberFormat(i18n.language).format(balance.data.tokens);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="night"
          size="sm"
          aria-label={t('tokens.menuLabel', { balance: shown })}
          data-testid="tokens-menu"
        >
          <Coins aria-hidden="true" className="text-accent" />
          <span data-testid="token-balance">{shown}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          {t('tokens.balance')}:{' '}
          {balance.data === undefined ? shown : t('tokens.count', { count: balance.data.tokens })}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.tokenHistory}>{t('tokens.viewHistory')}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.pricing}>{t('tokens.refill')}</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
