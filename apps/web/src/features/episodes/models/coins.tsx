import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

/** Coin values (in cents) of each currency the engine uses, smallest first. */
export const COIN_SETS: Record<string, number[]> = {
  USD: [1, 5, 10, 25, 100],
  CAD: [5, 10, 25, 100, 200],
  AUD: [5, 10, 20, 50, 100, 200],
  NZD: [10, 20, 50, 100, 200],
  GBP: [1, 2, 5, 10, 20, 50, 100, 200],
  EUR: [1, 2, 5, 10, 20, 50, 100, 200],
  AED: [25, 50, 100],
  CNY: [10, 50, 100],
};

function Coin({ cents, format }: { cents: number; format: (c: number) => string }) {
  return (
    <span className={`coin coin-${cents >= 100 ? 'large' : 'small'}`} aria-hidden="true">
      {format(cents)}
    </span>
  );
}

/** Coins. With onChange the learner adds coins from a tray and removes them again (buttons: click or keyboard). */
export function Coins({
  coins,
  currency,
  onChange,
  label,
  format,
}: {
  coins: number[];
  currency: string;
  onChange?: (coins: number[]) => void;
  label: string;
  format: (cents: number) => string;
}) {
  const { t } = useTranslation('episodes');
  if (!onChange) {
    return (
      <div className="model coins" role="img" aria-label={`${label}: ${coins.map(format).join(', ')}`}>
        {coins.map((c, i) => (
          <Coin key={i} cents={c} format={format} />
        ))}
      </div>
    );
  }
  return (
    <div className="model coins interactive" role="group" aria-label={label}>
      <div className="coin-tray">
        {(COIN_SETS[currency] ?? COIN_SETS.USD!).map((c) => (
          <Button key={c} size="sm" variant="secondary" onClick={() => onChange([...coins, c].sort((a, b) => b - a))}>
            {t('coins.add', { coin: format(c) })}
          </Button>
        ))}
      </div>
      <ul className="coin-chosen" aria-label={t('coins.chosen')}>
        {coins.map((c, i) => (
          <li key={i}>
            <button type="button" className="coin-button" aria-label={t('coins.remove', { coin: format(c) })} onClick={() => onChange(coins.filter((_, j) => j !== i))}>
              <Coin cents={c} format={format} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
