// Also reached from /Cancellation-policy, which redirects here (app/Cancellation-policy/route.ts).
import { CancellationPolicyPage, cancellationPolicyMetadata } from '@/components/static/cancellation-policy';

// Drawn again when staff edit its text (docs/rules/content.md#pages), at most every response-cache lifetime otherwise.
export const revalidate = 500;
export const metadata = cancellationPolicyMetadata;
export default CancellationPolicyPage;
