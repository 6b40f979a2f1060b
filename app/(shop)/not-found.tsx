// A shop page's notFound(), inside the shop's frame (an unmatched path: app/not-found.tsx).
export { NotFoundNotice as default } from '@/components/layout/not-found-notice';
