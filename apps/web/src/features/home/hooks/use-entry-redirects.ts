import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { storage } from '../../../lib/storage';
import { useVisitUrl } from '../api/get-visit-url';

/** The visit address when it is another site, with the referral kept; null to stay here. */
export function crossOriginTarget(
  url: string,
  pid: string | null,
  here: Location = window.location,
): string | null {
  if (!url) return null;
  let target: URL;
  try {
    target = new URL(url, here.href);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(target.protocol) || target.origin === here.origin) return null;
  if (!pid) return target.href;
  const base = target.href.endsWith('/') ? target.href : `${target.href}/`;
  return `${base}register?pid=${encodeURIComponent(pid)}`;
}

/**
 * Entry rules of the home screen (spec 000 §2, §7): the operator's visit address may send the
 * browser elsewhere; otherwise a referral `pid` is remembered and the visitor goes to register.
 */
export function useEntryRedirects(active: boolean): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const visit = useVisitUrl();
  const pid = params.get('pid');

  useEffect(() => {
    if (!active || visit.isPending) return;
    const target = crossOriginTarget(visit.data ?? '', pid);
    if (target) {
      window.location.replace(target);
      return;
    }
    if (pid) {
      storage.setPid(pid);
      void navigate('/login?type=1', { replace: true });
    }
  }, [active, visit.isPending, visit.data, pid, navigate]);
}
