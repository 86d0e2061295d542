import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Toast } from 'antd-mobile';
import { MSG } from '@app/shared';

/**
 * Navigation for taps: going to the screen already shown only says so (spec 000 §2).
 * A target without a query matches the current path whatever its query.
 */
export function useGo(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string) => {
      const [pathname = '/', search = ''] = to.split('?');
      const samePath = pathname === location.pathname;
      const sameQuery = !search || `?${search}` === location.search;
      if (samePath && sameQuery) {
        Toast.show({ content: MSG.alreadyOnPage });
        return;
      }
      void navigate(to);
    },
    [navigate, location.pathname, location.search],
  );
}
