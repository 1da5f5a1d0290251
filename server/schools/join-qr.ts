import "server-only";
import QRCode from "qrcode";

/**
 * The join link as a QR code in SVG, made on the server so the class page needs no script: a
 * teacher shows it on a projector or a phone and students scan it. Dark modules on a white
 * ground whatever the theme, as scanners expect.
 */
export function joinQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#0f172a", light: "#ffffff" },
  });
}
