import type { ReactNode } from 'react';
import { EmptyPicture } from './icons';

export const Loading = ({ text = '加载中...' }: { text?: string }) => (
  <div className="state" role="status">
    <span className="spinner" aria-hidden="true" />
    <span>{text}</span>
  </div>
);

export const Empty = ({ title, hint }: { title: string; hint?: string }) => (
  <div className="state empty">
    <EmptyPicture className="empty-picture" />
    <b>{title}</b>
    {hint && <span>{hint}</span>}
  </div>
);

export const Failed = ({ message, children }: { message: string; children?: ReactNode }) => (
  <div className="state failed" role="alert">
    <b>{message}</b>
    {children}
  </div>
);
