import QRCode from 'qrcode';
import { SafeHtml, html } from '../../kit/html/escape-html';

/**
 * The link as a QR code, an SVG drawn on the server and inlined in the page (no script, no image to
 * fetch). The SVG comes from the qrcode library, made of paths and numbers only; the link it encodes
 * is ours (PORTAL_URL and a token), and the accessible name is escaped.
 */
export async function qrCodeSvg(text: string, label: string): Promise<SafeHtml> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const labelled = svg.replace('<svg ', html`<svg role="img" aria-label="${label}" class="qr" `.markup);
  return new SafeHtml(labelled);
}
