// The console's browser API client: POST JSON to /api/seller/<path> with the staff
// cookie, 60 s timeout; a refusal is thrown as ApiCallError with the server's message
// (and its field errors in `body.errors`). A 401 means the staff session has ended: the
// console's pages send the member back to /seller/login.
import 'client-only';
import type { SellerCallName, SellerRequestOf, SellerResponseOf } from '@/lib/seller-contract';
import { ApiCallError, fieldErrorsOf, postJson } from '@/lib/client/http';
import { sellerClientCalls } from './call-table';

export { ApiCallError, fieldErrorsOf };

export async function sellerCall<N extends SellerCallName>(name: N, input: SellerRequestOf<N>): Promise<SellerResponseOf<N>> {
  return postJson<SellerResponseOf<N>>(`seller/${sellerClientCalls[name as keyof typeof sellerClientCalls].path}`, input);
}
