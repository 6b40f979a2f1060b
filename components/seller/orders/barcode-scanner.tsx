'use client';
// Reads a unit's barcode (its IMEI or serial) with the phone's camera while packing
// (docs/rules/shipping.md#packing-a-unit): the browser's own BarcodeDetector where it
// has one (Chrome on Android), else ZXing's decoder in JavaScript, bundled with the
// console and loaded only when a packer presses Scan (no outside download, no wasm: it
// works offline). The first code read is the answer; the camera stops with it.
import { useEffect, useRef, useState } from 'react';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';

const t = sellerTexts.labels;

/** The symbologies units carry: IMEI and serial labels are Code 128 (sometimes 39), boxes EAN/UPC, some QR. */
const FORMATS = ['code_128', 'code_39', 'ean_13', 'ean_8', 'upc_a', 'qr_code', 'data_matrix'];

interface DetectedCode {
  rawValue: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };

const nativeDetector = () => (typeof window !== 'undefined' ? (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector : undefined);

/** Starts reading from the camera into `video`; calls `found` once. Returns how to stop. */
async function startReading(video: HTMLVideoElement, found: (text: string) => void): Promise<() => void> {
  const Native = nativeDetector();
  if (Native) {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    const supported = Native.getSupportedFormats ? await Native.getSupportedFormats() : FORMATS;
    const detector = new Native({ formats: FORMATS.filter((f) => supported.includes(f)) });
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream.getTracks().forEach((track) => track.stop());
      video.srcObject = null;
    };
    // A few reads a second: enough for a hand-held phone, light on its battery.
    const look = async () => {
      if (stopped) return;
      const codes = await detector.detect(video).catch(() => [] as DetectedCode[]);
      const text = codes.find((c) => c.rawValue.trim() !== '')?.rawValue.trim();
      if (text) {
        stop();
        found(text);
        return;
      }
      timer = setTimeout(look, 200);
    };
    void look();
    return stop;
  }
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  let done = false;
  const controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' }, audio: false }, video, (result, _error, ctrl) => {
    if (!result || done) return;
    done = true;
    ctrl.stop();
    found(result.getText().trim());
  });
  return () => {
    done = true;
    controls.stop();
  };
}

export function BarcodeScanner({ piece, onScan }: { piece: number; onScan: (text: string) => void }) {
  const [active, setActive] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;

  useEffect(() => {
    if (!active || !video.current) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    startReading(video.current, (text) => {
      setActive(false);
      onScanRef.current(text);
    })
      .then((s) => {
        if (cancelled) s();
        else stop = s;
      })
      .catch(() => {
        setFailed(true);
        setActive(false);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active]);

  return (
    <div className="flex flex-col gap-2">
      <Button kind="secondary" className="self-start" aria-label={active ? t.scanStopFor(piece) : t.scanFor(piece)} onClick={() => { setFailed(false); setActive((a) => !a); }}>
        {active ? t.scanStop : t.scan}
      </Button>
      {active && (
        <>
          <p className="text-sm text-neutral-700" aria-live="polite">{t.scanning}</p>
          {/* The camera's picture, to aim with; muted and inline so a phone plays it in place. */}
          <video ref={video} muted playsInline className="aspect-video w-full max-w-sm rounded-lg bg-black object-cover" />
        </>
      )}
      {failed && <p role="alert" className="text-sm text-red-800">{t.scanFailed}</p>}
    </div>
  );
}
