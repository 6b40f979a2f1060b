// The grievance desk of the console (/seller/grievances, lib/grievances): complaints with
// their age against the 48-hour acknowledgement and one-month resolution limits,
// replying, resolving, closing. Part of sellerTexts (./index.ts).

/** "3 h" or "2 days 4 h": a span of minutes as staff read it. */
function span(minutes: number): string {
  const m = Math.abs(Math.round(minutes));
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours ? ` ${hours} h` : ''}`;
  return hours > 0 ? `${hours} h` : `${m % 60} min`;
}

export const sellerGrievanceTexts = {
  grievancesPage: {
    title: 'Complaints',
    nav: 'Complaints',
    /** The tab without a state: every complaint not resolved yet. */
    filterAll: 'Not resolved',
    states: { open: 'Open', acknowledged: 'Acknowledged', resolved: 'Resolved', closed: 'Closed' } as Record<string, string>,
    categories: { order: 'Order', delivery: 'Delivery', product: 'Product', refund: 'Refund or return', payment: 'Payment', other: 'Other' } as Record<string, string>,
    none: 'No complaints here.',
    from: 'From',
    order: 'Order',
    filed: 'Filed',
    acknowledge: 'Acknowledgement',
    resolve: 'Resolution',
    /** A limit still running, passed, or met. */
    dueIn: (minutes: number) => `due in ${span(minutes)}`,
    overdue: (minutes: number) => `overdue by ${span(minutes)}`,
    met: 'done',
    open: (ticket: string) => `Open ${ticket}`,
    back: 'All complaints',
    complaint: 'Complaint',
    replies: 'Replies',
    noReplies: 'No replies yet.',
    reply: 'Reply to the shopper',
    replyHint: 'E-mailed to the shopper; acknowledges an open complaint.',
    send: 'Send reply',
    acknowledgeButton: 'Acknowledge',
    resolution: 'Resolution',
    resolutionHint: 'What was done; e-mailed to the shopper.',
    resolveButton: 'Resolve',
    closeButton: 'Close the ticket',
    resolvedAs: 'Resolved',
    acknowledged: (ticket: string) => `${ticket} acknowledged.`,
    replied: (ticket: string) => `Reply sent for ${ticket}.`,
    resolved: (ticket: string) => `${ticket} resolved.`,
    closed: (ticket: string) => `${ticket} closed.`,
    // Refusals (lib/grievances/desk.ts).
    notFound: 'No such complaint.',
    cannotAcknowledge: (state: string) => `This complaint is ${state}: only an open one can be acknowledged.`,
    cannotReply: 'This complaint is closed: it takes no more replies.',
    cannotResolve: (state: string) => `This complaint is ${state}: only an open or acknowledged one can be resolved.`,
    cannotClose: (state: string) => `This complaint is ${state}: only a resolved one can be closed.`,
    // The e-mail to the grievance officer.
    newSubject: (ticket: string) => `New complaint ${ticket}`,
    newText: (ticket: string, name: string, subject: string, order: string) => `New complaint ${ticket} from ${name}: ${subject}${order ? ` (order ${order})` : ''}. Acknowledge it within 48 hours in the seller console.`,
  },
} as const;
