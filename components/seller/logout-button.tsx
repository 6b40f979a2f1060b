'use client';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { sellerCall } from '@/lib/client/seller/http';
import { sellerTexts } from '@/lib/texts/seller';

export function LogoutButton() {
  const router = useRouter();
  const logout = useMutation({
    mutationFn: () => sellerCall('logout', {}),
    // Out either way: an ended session is logged out too.
    onSettled: () => {
      router.push('/seller/login');
      router.refresh();
    },
  });
  return (
    <button type="button" onClick={() => logout.mutate()} className="rounded border px-3 py-1 font-semibold hover:bg-neutral-100">
      {sellerTexts.console.logOut}
    </button>
  );
}
