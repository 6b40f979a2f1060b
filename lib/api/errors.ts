// Errors a handler may throw. Each becomes a 4xx with a message a person can read;
// anything else becomes a logged 500 with a generic message and no stack trace.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(400, message, extra);
export const unauthorized = (message = 'Please log in to continue.') => new ApiError(401, message);
export const conflict = (message: string) => new ApiError(409, message);
