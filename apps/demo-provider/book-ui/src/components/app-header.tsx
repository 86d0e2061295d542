import { money } from '../lib/format';
import type { Info } from '../lib/types';
import { BackIcon, RefreshIcon } from './icons';

export const PLATFORM_NAME: Record<string, string> = { sb: '沙巴体育', ia: 'IA电竞' };

interface Props {
  info: Info | undefined;
  title?: string;
  refreshing: boolean;
  onBack: (() => void) | null;
  onRefresh: () => void;
}

/** The book's bar: back, the platform (or the page's title), and the balance with its refresh. */
export function AppHeader({ info, title, refreshing, onBack, onRefresh }: Props) {
  return (
    <header className="app-header">
      {onBack ? (
        <button type="button" className="icon-btn" aria-label="返回" onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        <span className="icon-btn" />
      )}
      <h1 className="brand">
        {title ?? (
          <>
            <span className="brand-mark" aria-hidden="true">
              {info?.platform === 'ia' ? 'IA' : 'SB'}
            </span>
            {info ? PLATFORM_NAME[info.platform] : '体育投注'}
          </>
        )}
      </h1>
      <button type="button" className="balance" onClick={onRefresh} aria-label="刷新余额">
        <span className="balance-label">余额</span>
        <b data-testid="balance">{info ? money(info.balance) : '--'}</b>
        <RefreshIcon className={refreshing ? 'refresh spinning' : 'refresh'} />
      </button>
    </header>
  );
}
