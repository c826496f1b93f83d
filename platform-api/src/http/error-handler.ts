import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@platform/shared/contract';
import { DECIMAL_KEYWORD } from '@platform/shared/contract/schemas';
import { ApiFailure, defaultMessage } from './errors';

export type ErrorReporter = (error: unknown, request: FastifyRequest) => void;

/** Writes unexpected errors to stderr: the caller sees only `unknown`, the operator sees the cause. */
export const reportToStderr: ErrorReporter = (error, request) => {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`platform-api: ${request.method} ${request.url} failed: ${detail}\n`);
};

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

interface FrameworkError {
  statusCode?: number;
  message?: string;
  validation?: ValidationIssue[];
}

function asFrameworkError(error: unknown): FrameworkError {
  return typeof error === 'object' && error !== null ? (error as FrameworkError) : {};
}

/** The field a schema failure is about: `/username` gives `username`, a missing property its name. */
function fieldOf(issue: ValidationIssue | undefined): string | undefined {
  if (!issue) return undefined;
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  const path = issue.instancePath?.split('/').filter(Boolean);
  return path && path.length > 0 ? path.join('.') : undefined;
}

function toFailure(error: unknown): ApiFailure | null {
  if (error instanceof ApiFailure) return error;
  const framework = asFrameworkError(error);
  if (Array.isArray(framework.validation)) {
    const field = fieldOf(framework.validation[0]);
    const reason = framework.validation[0]?.params?.reason;
    if (framework.validation[0]?.keyword === DECIMAL_KEYWORD && typeof reason === 'string') {
      return new ApiFailure(400, 'validation.amount', `${field ?? 'amount'}: ${reason}`, { field, reason });
    }
    return new ApiFailure(400, 'request.malformed', framework.message, field ? { field } : undefined);
  }
  const status = framework.statusCode;
  // Fastify's own client errors: bad JSON, empty JSON body, unsupported media type, body too large.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiFailure(status, 'request.malformed', framework.message);
  }
  return null;
}

/** Every failure becomes an ErrorBody; unknown routes answer 404 `request.url_empty`. */
export function installErrorHandling(app: FastifyInstance, report: ErrorReporter): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const failure = toFailure(error);
    if (failure) {
      const retryAfter = failure.data?.retryAfterSeconds;
      if (failure.status === 429 && retryAfter) void reply.header('Retry-After', String(retryAfter));
      return reply.code(failure.status).send(failure.toBody());
    }
    report(error, request);
    const body: ErrorBody = { errorCode: 'unknown', message: defaultMessage('unknown') };
    return reply.code(500).send(body);
  });

  app.setNotFoundHandler((_request, reply) => {
    const body: ErrorBody = { errorCode: 'request.url_empty', message: defaultMessage('request.url_empty') };
    return reply.code(404).send(body);
  });
}
