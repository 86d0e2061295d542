import { Toast } from 'antd-mobile';
import { MSG } from '@app/shared';

/** A hidden textarea and the old copy command: for pages opened over plain http (no Clipboard API). */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'offscreen';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies and says so; where neither way works, asks the agent to copy by hand. */
export async function copyText(text: string): Promise<boolean> {
  let copied = false;
  if (navigator.clipboard && window.isSecureContext) {
    copied = await navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    );
  }
  copied ||= copyBySelection(text);
  Toast.show(copied ? { icon: 'success', content: MSG.copied } : { content: '复制失败，请长按链接手动复制' });
  return copied;
}
