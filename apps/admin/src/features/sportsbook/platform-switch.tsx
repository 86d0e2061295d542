import { Segmented } from 'antd';
import type { SportsbookPlatform } from './api/get-events';
import { PLATFORM_LABEL } from './labels';

const OPTIONS = (Object.keys(PLATFORM_LABEL) as SportsbookPlatform[]).map((value) => ({
  value,
  label: PLATFORM_LABEL[value],
}));

/** 沙巴体育 (football, basketball) or IA电竞 (esports): the book a screen reads. */
export function PlatformSwitch({
  value,
  onChange,
}: {
  value: SportsbookPlatform;
  onChange: (platform: SportsbookPlatform) => void;
}) {
  return (
    <Segmented<SportsbookPlatform>
      aria-label="体育平台"
      value={value}
      onChange={onChange}
      options={OPTIONS}
    />
  );
}
