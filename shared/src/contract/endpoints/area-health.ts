import { Type } from '@sinclair/typebox';
import { endpoint } from '../endpoint';
import { AREA_NAMES } from '../../registry/areas';
import { SESSION_ID_PATTERN } from '../../registry/canary';
import { AREA_HEALTH_KINDS, AREA_HEALTH_PATHS, MAX_EVENTS_PER_REPORT, MAX_HEALTH_MESSAGE } from '../../registry/health';

const AreaSchema = Type.Union(AREA_NAMES.map((area) => Type.Literal(area)));
const KindSchema = Type.Union(AREA_HEALTH_KINDS.map((kind) => Type.Literal(kind)));

export const AreaHealthEventSchema = Type.Object(
  {
    area: AreaSchema,
    version: Type.String({ minLength: 1, maxLength: 160 }),
    kind: KindSchema,
    message: Type.Optional(Type.String({ maxLength: MAX_HEALTH_MESSAGE })),
  },
  { additionalProperties: false },
);

/** A batch of what one page saw of the area releases it used, sent with `navigator.sendBeacon`. */
export const AreaHealthReportSchema = Type.Object(
  {
    /** The browser's random session id (the canary cookie); stored only as a hash. */
    session: Type.String({ pattern: SESSION_ID_PATTERN }),
    events: Type.Array(AreaHealthEventSchema, { minItems: 1, maxItems: MAX_EVENTS_PER_REPORT }),
  },
  { additionalProperties: false },
);

export const AreaHealthAcceptedSchema = Type.Object({ accepted: Type.Integer({ minimum: 0 }) });

export const AreaHealthQuerySchema = Type.Object({
  minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 60 })),
});

/** One area release's health over the window. */
export const AreaReleaseHealthSchema = Type.Object({
  area: AreaSchema,
  version: Type.String(),
  /** What it is now for the default merchant or any other: `stable`, `canary`, or `retired`. */
  role: Type.Union([Type.Literal('stable'), Type.Literal('canary'), Type.Literal('retired')]),
  sessions: Type.Integer(),
  /** Sessions that met at least one error in it. */
  failedSessions: Type.Integer(),
  /** failedSessions / sessions, 0 to 1. */
  errorRate: Type.Number(),
  loads: Type.Integer(),
  topErrors: Type.Array(Type.Object({ kind: KindSchema, message: Type.String(), count: Type.Integer() })),
});

/** Area health from players' browsers: reports in, and the operators' summary out. */
export const AREA_HEALTH_ENDPOINTS = {
  report: endpoint({
    method: 'POST',
    path: AREA_HEALTH_PATHS.reports,
    access: 'public',
    body: AreaHealthReportSchema,
    response: AreaHealthAcceptedSchema,
  }),
  summary: endpoint({
    method: 'GET',
    path: AREA_HEALTH_PATHS.summary,
    access: 'public',
    query: AreaHealthQuerySchema,
    response: Type.Array(AreaReleaseHealthSchema),
  }),
};
