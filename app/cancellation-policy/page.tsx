// Also reached from /Cancellation-policy, which redirects here (app/Cancellation-policy/route.ts).
import { CancellationPolicyPage, cancellationPolicyMetadata } from '@/components/static/cancellation-policy';

export const metadata = cancellationPolicyMetadata;
export default CancellationPolicyPage;
