import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { STATUS_CODES } from "node:http";
import type { ApiError } from "../../core/api/error.ts";
import { HttpError } from "./http-error.ts";

function reason(status: number): string {
  return STATUS_CODES[status] ?? "Error";
}

/** One JSON error shape for every failure; internals never reach the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "request";
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || where,
        message: issue.message ?? "is invalid",
      }));
      const summary = issues
        .map((i) => (i.path === where ? i.message : `${i.path}: ${i.message}`))
        .join("; ");
      const body: ApiError = {
        error: reason(400),
        message: `Invalid ${where}: ${summary}`,
        issues,
      };
      return reply.status(400).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // An unexpected failure says nothing of itself; a deliberate 503 (HttpError) says why.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, "request failed");
      const body: ApiError = {
        error: reason(status),
        message: "Something went wrong on our side. Please try again.",
      };
      return reply.status(status).send(body);
    }
    const body: ApiError = { error: reason(status), message: error.message };
    if (error instanceof HttpError && error.code) body.code = error.code;
    return reply.status(status).send(body);
  });
}

export function apiNotFound(method: string, url: string): ApiError {
  return { error: reason(404), message: `No API route matches ${method} ${url.split("?")[0]}` };
}
