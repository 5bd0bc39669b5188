import { ERROR_STATUS, type ErrorCode } from '@praxis/domain';

/** A failure with a code the UI translates; the error handler maps it to its HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details?: unknown,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}
