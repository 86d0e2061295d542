import { Toast } from 'antd-mobile';
import { MSG } from '@app/shared';

function legacyCopy(text: string): boolean {
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
 * localhost); a site opened over plain http on a phone falls back to a hidden textarea.
 */
export async function copyText(text: string): Promise<void> {
  let done = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      done = true;
    }
  } catch {
    done = false;
  }
  if (!done) done = legacyCopy(text);
  Toast.show(done ? { icon: 'success', content: MSG.copied } : { content: '复制失败，请长按手动复制' });
}
