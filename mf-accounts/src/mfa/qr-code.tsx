import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { QR_IMAGE_SIZE_PX } from '@brf/domain/accounts';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../i18n.ts';

/**
 * The enrolment's QR code, drawn in the browser: the server's inline SVG when it sent one, else
 * generated here from the otpauth:// URI. The TOTP secret never goes to a third-party QR service.
 */
export function QrCode({ qrCode, uri }: { qrCode: string | null; uri: string }) {
  const [generated, setGenerated] = useState<string | null>(null);
  const { t } = useTranslation(accountsCatalogue);
  useEffect(() => {
    if (qrCode) return;
    let current = true;
    QRCode.toDataURL(uri, { width: QR_IMAGE_SIZE_PX, margin: 1 }).then(
      (url) => current && setGenerated(url),
      (error: unknown) => console.error('[mf-accounts] QR code could not be drawn', error),
    );
    return () => {
      current = false;
    };
  }, [qrCode, uri]);
  const src = qrCode ?? generated;
  if (!src) return null;
  return <img src={src} alt={t('mfa.qr')} width={QR_IMAGE_SIZE_PX} height={QR_IMAGE_SIZE_PX} />;
}
