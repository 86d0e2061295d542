import { DotLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { drawQr } from '../../../lib/qr';
import styles from './totp-setup.module.css';

/** The authenticator's otpauth address as a QR code drawn here (the secret never leaves the page). */
export function QrImage({ text, label }: { text: string; label: string }) {
  const drawn = useQuery({
    queryKey: ['qr', text],
    queryFn: async () => (await drawQr(text, 360))?.toDataURL('image/png') ?? null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  if (drawn.isPending) return <DotLoading color="primary" />;
  return drawn.data ? <img className={styles.qr} src={drawn.data} alt={label} /> : null;
}
