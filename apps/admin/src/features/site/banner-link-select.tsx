import { Select } from 'antd';
import { activityLink, SITE_LINKS } from '@app/shared';
import { useLinkActivities } from './api/get-link-activities';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * Where a banner leads: one of the player site's pages (SITE_LINKS, the list the server checks
 * against) or a promotion players can open now. Nothing else can be typed.
 */
export function BannerLinkSelect({ value, onChange, id }: Props) {
  const activities = useLinkActivities(true);
  const options = [
    {
      label: '站内页面',
      options: SITE_LINKS.map((l) => ({ value: l.path, label: `${l.label}（${l.path}）` })),
    },
    {
      label: '优惠活动',
      options: (activities.data ?? []).map((a) => ({ value: activityLink(a.id), label: `优惠：${a.title}` })),
    },
  ];
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      loading={activities.isPending}
      placeholder="选择会员点击横幅后前往的页面"
    />
  );
}
