// QR codes: drawn with qrcode-generator (MIT, vendored into dist/web/vendor/ by
// build.py), read by the browser's BarcodeDetector where it has one (Chrome on
// Android and macOS, Safari) and else by jsQR (Apache-2.0, vendored the same way),
// loaded only when a code is read. Both are files of Posy's own origin: reading or
// drawing a code never makes a request elsewhere.
import { s } from "../../ui.js";

const VENDOR = new URL("../../vendor/", import.meta.url);
const QUIET = 4; // modules of white around the code, as the standard asks

/** @type {Promise<any> | null} */
let generator = null;
/** @type {Promise<any> | null} */
let reader = null;

/** qrcode-generator's factory, loaded once. */
function qrcode() {
  generator ||= import(new URL("qrcode.mjs", VENDOR).href).then((m) => m.default);
  return generator;
}

/** jsQR (a UMD script: as a module it sets self.jsQR), loaded once, only to read a code. */
function jsQR() {
  reader ||= import(new URL("jsQR.js", VENDOR).href).then(() => /** @type {any} */ (self).jsQR);
  return reader;
}

/**
 * The QR code of `text` as an SVG image (black modules on white, error correction L:
 * the screen is clean, and the smaller the code the easier it scans).
 * @param {string} text
 * @param {string} label its accessible name (the words shown beside it)
 */
export async function drawCode(text, label) {
  const make = await qrcode();
  const qr = make(0, "L");
  qr.addData(text, "Byte");
  qr.make();
  const n = qr.getModuleCount();
  let path = "";
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) if (qr.isDark(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
  }
  const size = n + 2 * QUIET;
  return s(
    "svg",
    {
      class: "live-qr",
      viewBox: `0 0 ${size} ${size}`,
      role: "img",
      "aria-label": label,
      "shape-rendering": "crispEdges",
      "data-modules": n,
    },
    s("rect", { width: size, height: size, fill: "#fff" }),
    s("path", { d: path, fill: "#000" }),
  );
}

/** @type {any} */
let detector;

/** The browser's own QR reader, or null when it has none. */
async function nativeDetector() {
  if (detector !== undefined) return detector;
  detector = null;
  const Detector = /** @type {any} */ (globalThis).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats?.())?.includes("qr_code"))
    detector = new Detector({ formats: ["qr_code"] });
  return detector;
}

/**
 * The text of a QR code in an image (a video frame, an <img>, a canvas), or null.
 * @param {CanvasImageSource & {videoWidth?: number, naturalWidth?: number, width?: any}} source
 */
export async function readCode(source) {
  const native = await nativeDetector();
  if (native) {
    const found = await native.detect(source).catch(() => []);
    return found[0]?.rawValue || null;
  }
  const width = source.videoWidth || source.naturalWidth || Number(source.width);
  const height =
    /** @type {any} */ (source).videoHeight ||
    /** @type {any} */ (source).naturalHeight ||
    Number(/** @type {any} */ (source).height);
  if (!width || !height) return null;
  const canvas = document.createElement("canvas");
  const scale = Math.min(1, 800 / Math.max(width, height)); // big camera frames: read a smaller copy
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const found = (await jsQR())(pixels.data, pixels.width, pixels.height, { inversionAttempts: "dontInvert" });
  return found?.data || null;
}
