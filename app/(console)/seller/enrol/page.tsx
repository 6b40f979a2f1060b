import QRCode from 'qrcode';
import { getDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { enrolmentInfo } from '@/lib/staff/accounts';
import { sellerTexts } from '@/lib/texts/seller';
import { EnrolForm } from '@/components/seller/enrol-form';

const t = sellerTexts.console;

export default async function EnrolPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token = '' } = await searchParams;
  const info = await enrolmentInfo(await getDatabase(), token).catch((error: unknown) => {
    if (error instanceof ShopError) return null;
    throw error;
  });
  if (!info) return <p role="alert" className="mx-auto max-w-md rounded border bg-white p-6">{sellerTexts.enrolLinkInvalid}</p>;
  const qr = await QRCode.toString(info.otpauth_uri, { type: 'svg', margin: 1, width: 200 });
  return (
    <div className="mx-auto max-w-md space-y-4 rounded-lg border bg-white p-6">
      <h1 className="text-xl font-bold">{t.enrolHeading}</h1>
      <p>
        {info.name} · {info.email} · {info.role}
      </p>
      <p className="text-sm">{t.enrolScan}</p>
      <div role="img" aria-label="QR code" className="mx-auto w-[200px]" dangerouslySetInnerHTML={{ __html: qr }} />
      <p className="text-sm">
        {t.enrolSecret}: <code data-testid="totp-secret" className="select-all font-mono">{info.secret}</code>
      </p>
      <EnrolForm token={token} />
    </div>
  );
}
