import { LoginForm } from '@/components/seller/login-form';

/** Only a path inside the console may be the page to return to (no open redirect). */
const safeNext = (next: string | undefined) => (next && /^\/seller(\/[\w\-/?=&.%]*)?$/.test(next) ? next : '/seller');

export default async function SellerLoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const { next } = await searchParams;
  return <LoginForm next={safeNext(next)} />;
}
