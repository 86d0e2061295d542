import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/** Reads a Blob as UTF-8 with its byte-order mark kept (jsdom's Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Clicks 导出 CSV and returns the file the screen downloads: its name and its lines (the
 * byte-order mark kept on the first).
 */
export async function exportCsv(user: UserEvent): Promise<{ name: string; lines: string[] }> {
  let blob: Blob | undefined;
  let name = '';
  URL.createObjectURL = (b: Blob | MediaSource) => {
    blob = b as Blob;
    return 'blob:csv';
  };
  URL.revokeObjectURL = () => undefined;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    name = this.download;
  });
  try {
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    await vi.waitFor(() => expect(name).not.toBe(''));
  } finally {
    click.mockRestore();
  }
  const text = await blobText(blob!);
  return { name, lines: text.split('\r\n') };
}

/**
 * Exports the list and expects the file `name` to hold `text` (its lines ending in \n here):
 * a UTF-8 byte-order mark, then the lines ending in \r\n.
 */
export async function expectCsv(user: UserEvent, name: string, text: string): Promise<void> {
  const csv = await exportCsv(user);
  expect(csv).toEqual({ name, lines: `\uFEFF${text}`.split('\n') });
}
