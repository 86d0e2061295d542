import QRCode from 'qrcode';

/** A QR code as an SVG data URL, drawn here: nothing is fetched to show a payment code. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', width: 220 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
