import type { ReactNode } from 'react';

interface Props {
  title: string;
  children: ReactNode;
  confirmText: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation over the page: a title, its words, 取消 and the action. */
export function Dialog({ title, children, confirmText, busy, onConfirm, onCancel }: Props) {
  return (
    <div className="mask center" onClick={busy ? undefined : onCancel}>
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onClick={(e) => e.stopPropagation()}
      >
        <h3>{title}</h3>
        <div className="dialog-body">{children}</div>
        <div className="dialog-actions">
          <button type="button" className="btn ghost" onClick={onCancel} disabled={busy}>
            取消
          </button>
          <button type="button" className="btn primary" onClick={onConfirm} disabled={busy}>
            {busy ? '处理中...' : confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
