import { useTranslation } from 'react-i18next';
import { passwordStrength } from '#common/password.ts';
import { cn } from '#web/lib/utils.ts';

const SEGMENTS = 6;

const levelStyles = {
  weak: { bar: 'bg-destructive', text: 'text-destructive' },
  medium: { bar: 'bg-accent', text: 'text-foreground' },
  strong: { bar: 'bg-success', text: 'text-success' },
} as const;

/**
 * docs/product.md §5.4 strength of a new password: a bar of six points and the level in words, so colour is never
 * the only signal. The words sit in a polite live region, announced only when the level changes.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('common');
  const { score, level } = passwordStrength(password);
  const styles = levelStyles[level];
  const empty = password.length === 0;

  return (
    <div data-slot="password-strength" className="grid gap-1.5">
      <div aria-hidden="true" className="flex gap-1">
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span
            key={index}
            data-filled={!empty && index < score}
            className={cn('h-1.5 flex-1 rounded-full', !empty && index < score ? styles.bar : 'bg-muted')}
          />
        ))}
      </div>
      {/* The live region stays mounted while empty, so screen readers hear its first change. */}
      <p id={id} aria-live="polite" className={cn('min-h-5 text-xs font-semibold', styles.text)}>
        {empty ? null : t('newPassword.strength.text', { level: t(`newPassword.strength.${level}`) })}
      </p>
    </div>
  );
}
