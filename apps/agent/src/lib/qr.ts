import QRCode from 'qrcode';

/**
 * A QR code of `text` drawn here, on a canvas of its own (no picture fetched): the referral poster's
 * and the authenticator's. Null where the browser draws no canvas.
 */
export async function drawQr(text: string, size: number): Promise<HTMLCanvasElement | null> {
  const canvas = document.createElement('canvas');
  if (!canvas.getContext('2d')) return null;
  await QRCode.toCanvas(canvas, text, {
    width: size,
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#2a1d16', light: '#ffffff' },
  });
  return canvas;
}
