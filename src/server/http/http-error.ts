/**
 * A refusal with its status and a message for the client; the error handler answers it as
 * the usual { error, message } body, plus `code` when given so clients can tell causes apart.
 */
export class HttpError extends Error {
  statusCode: number;
  code: string | undefined;
  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}
