// A cart line as the server cart answers it (the guest cart's CartLine is in rules.ts).
import type { CartLine } from './rules';

export interface ServerCartLine extends CartLine {
  cart_id: number;
}
