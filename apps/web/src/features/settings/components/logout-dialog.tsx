import { useState } from 'react';
import { Dialog } from 'antd-mobile';

interface Props {
  visible: boolean;
  onClose: () => void;
  /** Runs while the confirm button shows its spinner; the dialog closes when it settles. */
  onConfirm: () => Promise<void>;
}

/** The logout question of spec 001 §2 (/setting). */
export function LogoutDialog({ visible, onClose, onConfirm }: Props) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      visible={visible}
      title="提示"
      content="确定要退出登录吗？"
      closeOnAction
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: '取消', disabled: busy },
          { key: 'confirm', text: '确定', bold: true, onClick: confirm },
        ],
      ]}
    />
  );
}
