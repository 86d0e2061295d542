/**
 * A blocking notice with one button. Dialog is loaded on first use: it is rare (expired session,
 * refused account) and keeping it out of the first load keeps home small.
 */
export async function showAlert(content: string): Promise<void> {
  const { Dialog } = await import('./dialog');
  await Dialog.alert({ content, confirmText: '确定' });
}
