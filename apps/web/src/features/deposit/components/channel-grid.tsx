import { CheckOutline } from 'antd-mobile-icons';
import { MANUAL_ICON, type Channel, type ChannelKey } from './channels';
import styles from './channel-grid.module.css';

interface Props {
  channels: Channel[];
  selected: ChannelKey | null;
  onChoose: (channel: Channel) => void;
  onManual: () => void;
}

/** One tile per switched-on channel, then manual recharge, which always shows. */
export function ChannelGrid({ channels, selected, onChoose, onManual }: Props) {
  return (
    <div className={styles.grid} role="list">
      {channels.map((channel) => {
        const active = channel.key === selected;
        return (
          <button
            key={channel.key}
            type="button"
            role="listitem"
            data-channel={channel.key}
            className={active ? `${styles.tile} ${styles.active}` : styles.tile}
            onClick={() => onChoose(channel)}
          >
            {channel.badge && <span className={styles.badge}>{channel.badge}</span>}
            <img className={styles.icon} src={channel.icon} alt="" />
            <span className={styles.text}>
              <span className={styles.title}>{channel.title}</span>
              <span className={styles.subtitle} data-testid="channel-subtitle">
                {channel.subtitle}
              </span>
            </span>
            {active && (
              <span className={styles.check} aria-hidden="true">
                <CheckOutline />
              </span>
            )}
          </button>
        );
      })}
      <button type="button" role="listitem" data-channel="rengong" className={styles.tile} onClick={onManual}>
        <img className={styles.icon} src={MANUAL_ICON} alt="" />
        <span className={styles.text}>
          <span className={styles.title}>人工充值</span>
          <span className={styles.subtitle}>联系在线客服</span>
        </span>
      </button>
    </div>
  );
}
