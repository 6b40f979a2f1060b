// The owner's jobs screen (/seller/jobs, lib/jobs/admin.ts): the work the shop does after
// an answer, what each job is about, retrying and cancelling. Part of sellerTexts (./index.ts).

export const sellerJobTexts = {
  jobsPage: {
    title: 'Jobs',
    nav: 'Jobs',
    /** The tab without a state: every job not finished yet. */
    filterAll: 'Not finished',
    states: { queued: 'Queued', running: 'Running', failed: 'Failed', dead: 'Dead', done: 'Done', cancelled: 'Cancelled' } as Record<string, string>,
    /** Each kind of job (lib/jobs/kinds.ts) in the shop's words; another kind shows as it is named. */
    kinds: {
      'message.send': 'Message',
      'payments.reconcile': 'Payment check',
      'refunds.attempt': 'Refund through the payment provider',
      'refunds.retry': 'Pending refunds asked again',
      'cod.overdue': 'Overdue cash e-mail',
      'jobs.prune': 'Clearing old jobs',
      'shipping.poll': 'Quiet shipments asked of the courier',
      'shipping.book': 'Booking a shipment with the courier',
      'shipping.cancel': 'Cancelling a shipment at the courier',
      'shipping.book-return': 'Booking a return pickup with the courier',
    } as Record<string, string>,
    channels: { sms: 'SMS', whatsapp: 'WhatsApp', email: 'e-mail' } as Record<string, string>,
    messageAbout: (event: string, channel: string, recipient: string) => `${event}, by ${channel} to ${recipient}`,
    messageGone: (id: string) => `Message ${id} (no longer kept)`,
    refundAbout: (id: number, amount: string) => `Refund ${id} of ${amount}`,
    /** Another kind: its name and what it was given. */
    otherAbout: (kind: string, payload: string) => (payload ? `${kind}: ${payload}` : kind),
    jobId: (id: number) => `Job ${id}`,
    order: 'Order',
    messageState: (state: string) => `Message ${state}`,
    attempts: (attempts: number, max: number) => `${attempts} of ${max} attempts`,
    runsAt: 'Runs at',
    runningSince: 'Running since',
    finishedAt: 'Finished at',
    created: 'Created',
    lastError: 'Last error',
    retry: 'Retry',
    cancel: 'Cancel',
    retryJob: (id: number) => `Retry job ${id}`,
    cancelJob: (id: number) => `Cancel job ${id}`,
    retried: (id: number) => `Job ${id} will run again now.`,
    cancelled: (id: number) => `Job ${id} cancelled.`,
    none: 'No jobs here.',
    // Refusals (lib/jobs/admin.ts).
    notFound: 'No such job.',
    cannotRetry: (state: string) => `This job is ${state}: only a failed, dead or cancelled job can be retried.`,
    runningCannotCancel: 'This job is running now and cannot be cancelled. Wait for it to end, then cancel or retry it.',
    cannotCancel: (state: string) => `This job is ${state}: only a queued, failed or dead job can be cancelled.`,
    /** A message whose job was cancelled: why it was not sent. */
    messageCancelled: 'Not sent: its job was cancelled in the seller console.',
  },
} as const;
