import { money } from '../lib/format';
import type { Info } from '../lib/types';
import { BackIcon, RefreshIcon } from './icons';

export const PLATFORM_NAME: Record<string, string> = { sb: '沙巴体育', ia: 'IA电竞' };

/** Where the bar's back arrow leads, named for screen readers and tests. */
export interface Back {
  label: string;
  go: () => void;
}

interface Props {
  info: Info | undefined;
  title?: string;
  refreshing: boolean;
  /** None where the site's own bar above the frame is the way back. */
  back: Back | null;
  onRefresh: () => void;
}

/** The book's bar: back (if any), the platform (or the page's title), and the balance with its refresh. */
export function AppHeader({ info, title, refreshing, back, onRefresh }: Props) {
  return (
    <header className={back ? 'app-header' : 'app-header no-back'}>
      {back && (
        <button type="button" className="icon-btn" aria-label={back.label} onClick={back.go}>
          <BackIcon />
        </button>
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
