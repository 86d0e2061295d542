import { useMe } from '../../api/get-me';
import { useSiteTitle } from '../../api/get-site-info';
import { PageLoading } from '../../components/page-state';
import { LinkCard } from './components/link-card';
import { PlanCard } from './components/plan-card';
import { PosterCard } from './components/poster-card';

/** 推广: the referral link and its poster; the plan they earn under. */
export default function PromotePage() {
  const me = useMe().data;
  const title = useSiteTitle();
  // The session guard has loaded the agent before any tab shows.
  if (!me) return <PageLoading />;
  const link = `${window.location.origin}${me.referral_path}`;

  return (
    <>
      <LinkCard link={link} />
      <PosterCard poster={{ title: title || '代理推广', link, inviter: me.username }} />
      <PlanCard plan={me.plan} />
    </>
  );
}
