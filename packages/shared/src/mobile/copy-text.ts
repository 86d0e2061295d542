import { Toast } from 'antd-mobile';
import { MSG } from '../messages.js';

/** A hidden textarea and the old copy command: for pages opened over plain http (no Clipboard API). */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
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

/**
 * Copies to the clipboard and says so. The Clipboard API needs a secure context (https or
 * localhost); a site opened over plain http on a phone falls back to a hidden textarea; where
 * neither works, the person is asked to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  let copied = false;
  if (navigator.clipboard && window.isSecureContext) {
    copied = await navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    );
  }
  copied ||= copyBySelection(text);
  Toast.show(copied ? { icon: 'success', content: MSG.copied } : { content: '复制失败，请长按手动复制' });
  return copied;
}
