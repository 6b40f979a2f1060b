// /seller/login: e-mail, password and authenticator code; then the page the member came for.
import type { Metadata } from 'next';
import { pathAfterLogin } from '@/lib/staff/paths';
import { sellerTexts } from '@/lib/texts/seller';
import { LoginForm } from '@/components/seller/staff/login-form';

export const metadata: Metadata = { title: sellerTexts.console.loginTitle };

export default async function SellerLoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  return <LoginForm next={pathAfterLogin(next)} />;
}
