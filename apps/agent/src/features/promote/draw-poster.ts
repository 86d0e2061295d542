import { drawQr } from '../../lib/qr';

export interface PosterText {
  /** The site's name, the poster's title. */
  title: string;
  /** The referral link the QR code opens. */
  link: string;
  /** The agent's account, named as the inviter. */
  inviter: string;
}

/** Drawn at twice a phone's width, so it stays sharp when saved and shared. */
export const POSTER = { width: 720, height: 1200 } as const;
const QR_SIZE = 400;
const FONT = "'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Microsoft Yahei', sans-serif";

function background(ctx: CanvasRenderingContext2D): void {
  const { width, height } = POSTER;
  const fill = ctx.createLinearGradient(0, 0, width, height);
  fill.addColorStop(0, '#5e0613');
  fill.addColorStop(0.55, '#a8122a');
  fill.addColorStop(1, '#c8283b');
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, width, height);
  // Two soft gold glows, the site's hero look.
  for (const [x, y, r] of [
    [width * 0.85, 120, 260],
    [width * 0.1, height * 0.78, 300],
  ] as const) {
    const glow = ctx.createRadialGradient(x, y, 0, x, y, r);
    glow.addColorStop(0, 'rgba(231, 189, 102, 0.35)');
    glow.addColorStop(1, 'rgba(231, 189, 102, 0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, width, height);
  }
}

function text(ctx: CanvasRenderingContext2D, value: string, y: number, size: number, color: string): void {
  ctx.font = `600 ${size}px ${FONT}`;
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(value, POSTER.width / 2, y, POSTER.width - 80);
}

function roundedCard(ctx: CanvasRenderingContext2D, x: number, y: number, size: number): void {
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.25)';
  ctx.shadowBlur = 30;
  ctx.shadowOffsetY = 10;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(x, y, size, size, 28);
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = '#e7bd66';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.roundRect(x + 8, y + 8, size - 16, size - 16, 22);
  ctx.stroke();
}

/**
 * The referral poster: the site's title, a headline, the QR code of the link on a white card, the
 * inviting account. Answers a PNG data address, or null where the browser draws no canvas.
 */
export async function drawPoster(poster: PosterText): Promise<string | null> {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER.width;
  canvas.height = POSTER.height;
  const ctx = canvas.getContext('2d');
  const qr = ctx ? await drawQr(poster.link, QR_SIZE) : null;
  if (!ctx || !qr) return null;

  background(ctx);
  text(ctx, poster.title, 150, 64, '#f8e3b0');
  text(ctx, '邀您一起 · 畅享精彩', 240, 40, '#ffffff');
  text(ctx, '电子游戏 · 真人视讯 · 体育赛事 · 极速存取', 300, 24, 'rgba(255, 255, 255, 0.8)');
  const cardSize = QR_SIZE + 64;
  const cardX = (POSTER.width - cardSize) / 2;
  roundedCard(ctx, cardX, 380, cardSize);
  ctx.drawImage(qr, cardX + 32, 412, QR_SIZE, QR_SIZE);
  text(ctx, `邀请账号：${poster.inviter}`, 920, 32, '#e7bd66');
  text(ctx, '长按识别或扫描二维码，立即注册', 975, 26, '#ffffff');
  text(ctx, '18+ 理性投注 · 资金安全 · 品牌信誉', 1140, 22, 'rgba(255, 255, 255, 0.6)');
  return canvas.toDataURL('image/png');
}
