import React, { useEffect, useRef, useState } from "react";
import * as formStyles from "../../components/forms/form.module.css";
import { useT } from "../../i18n";
import * as styles from "./counter.module.css";

/** The Barcode Detection API (Chromium on Android and ChromeOS, Safari on iOS 17+); not in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = () => (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/**
 * Scans a reservation's QR code with the device's camera where the browser can read QR codes; elsewhere it
 * says so, and the code is typed. The camera stops as soon as a code is read or the clerk stops it.
 */
export function CodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!scanning) return;
    const Detector = detectorClass();
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    (async () => {
      if (!Detector || !navigator.mediaDevices?.getUserMedia) throw new Error("no detector");
      const detector = new Detector({ formats: ["qr_code"] });
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
      if (stopped || !video.current) return stop();
      video.current.srcObject = stream;
      await video.current.play();
      const look = async () => {
        if (stopped || !video.current) return;
        const [found] = await detector.detect(video.current).catch(() => []);
        if (found?.rawValue) {
          stop();
          setScanning(false);
          onCode(found.rawValue);
        } else timer = setTimeout(() => void look(), 250);
      };
      void look();
    })().catch(() => {
      stop();
      setScanning(false);
      setUnavailable(true);
    });
    return stop;
  }, [scanning, onCode]);

  return (
    <div className={styles.scanner}>
      <button type="button" className={formStyles.secondary} onClick={() => setScanning((v) => !v)}>
        {scanning ? t("counter.stopScan") : t("counter.scan")}
      </button>
      {unavailable && <p role="status">{t("counter.scanUnavailable")}</p>}
      {scanning && <video ref={video} className={styles.video} muted playsInline />}
    </div>
  );
}
