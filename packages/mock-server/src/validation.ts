import { type FieldErrors, readJsonObject } from './http';
import { messages } from './messages';

export interface PointGeometry {
  type: 'Point';
  coordinates: [number, number];
}

interface TextOptions {
  required?: boolean;
  max: number;
  /** Blank (after trimming) is accepted, as an empty string. */
  allowBlank?: boolean;
  /** null is read as missing. */
  allowNull?: boolean;
  /** Passwords keep their spaces. */
  trim?: boolean;
}

/**
 * Reads the fields of one JSON payload, collecting French per-field messages as DRF would; nothing is
 * written until `errors` is empty, so an invalid request never writes half of itself.
 */
export class PayloadReader {
  readonly errors: FieldErrors = {};

  constructor(private readonly body: Record<string, unknown>) {}

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  fail(field: string, message: string): void {
    this.errors[field] ??= [];
    this.errors[field].push(message);
  }

  has(field: string): boolean {
    return this.body[field] !== undefined;
  }

  /** The field is sent as null (a nullable field cleared). */
  isNull(field: string): boolean {
    return this.body[field] === null;
  }

  text(
    field: string,
    { required = true, max, allowBlank = false, allowNull = false, trim = true }: TextOptions,
  ): string | undefined {
    const value = this.body[field];
    if (value === undefined || (value === null && allowNull)) {
      if (required) this.fail(field, messages.required);
      return undefined;
    }
    if (value === null) return void this.fail(field, messages.notNull);
    if (typeof value !== 'string') return void this.fail(field, messages.notString);
    const trimmed = value.trim();
    if (!trimmed && !allowBlank) return void this.fail(field, messages.blank);
    const kept = trim ? trimmed : value;
    if (kept.length > max) return void this.fail(field, messages.maxLength(max));
    return kept;
  }

  choice<T extends string>(field: string, options: readonly T[], fallback?: T): T | undefined {
    const value = this.body[field];
    if (value === undefined || value === null || value === '') {
      if (fallback === undefined) this.fail(field, messages.required);
      return fallback;
    }
    if (typeof value !== 'string' || !options.includes(value as T)) {
      return void this.fail(field, messages.invalidChoice(describe(value)));
    }
    return value as T;
  }

  integer(field: string, { min, max }: { min: number; max: number }): number | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) return void this.fail(field, messages.required);
    const number = typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number))
      return void this.fail(field, messages.notInteger);
    if (number < min) return void this.fail(field, messages.minValue(min));
    if (number > max) return void this.fail(field, messages.maxValue(max));
    return number;
  }

  boolean(field: string): boolean | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) return void this.fail(field, messages.required);
    if (typeof value !== 'boolean') return void this.fail(field, messages.notBoolean);
    return value;
  }

  /** An ISO 8601 date or date-time. */
  date(field: string): string | undefined {
    const value = this.text(field, { max: 40 });
    if (value === undefined) return undefined;
    const parsed = parseIsoDate(value);
    if (parsed === null) return void this.fail(field, messages.invalidDate);
    return new Date(parsed).toISOString();
  }

  point(field: string, { required }: { required: boolean }): PointGeometry | null | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (required) this.fail(field, messages.required);
      return null;
    }
    const point = asPoint(value);
    if (!point) return void this.fail(field, messages.invalidPoint);
    return point;
  }

  /** An optional id of another record (null allowed). */
  optionalId(field: string): number | null | undefined {
    const value = this.body[field];
    if (value === undefined || value === null || value === '') return null;
    const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
      return void this.fail(field, messages.notInteger);
    }
    return number;
  }
}

/** A short, printable form of a refused value for a message. */
const describe = (value: unknown) =>
  (typeof value === 'string' ? value : String(JSON.stringify(value))).slice(0, 60);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Milliseconds since the epoch for an ISO 8601 date or date-time, else null. */
export function parseIsoDate(value: string): number | null {
  if (!ISO_DATE.test(value)) return null;
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export function asPoint(value: unknown): PointGeometry | null {
  if (!value || typeof value !== 'object') return null;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (type !== 'Point' || !Array.isArray(coordinates) || coordinates.length !== 2) return null;
  const [lng, lat] = coordinates as unknown[];
  if (!isCoordinate(lng, 180) || !isCoordinate(lat, 90)) return null;
  return { type: 'Point', coordinates: [lng, lat] };
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The spec's address pattern: letters, digits, dot, underscore, hyphen; a domain; a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** 'lat, lng' text as the split call sends it, else null. */
export function parseLatLngText(value: unknown): { lat: number; lng: number } | null {
  if (typeof value !== 'string' || value.length > 60) return null;
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The request's JSON object, ready to read field by field, or the 400 answer to send instead. */
export async function readPayload(request: Request): Promise<PayloadReader | Response> {
  const body = await readJsonObject(request);
  return body instanceof Response ? body : new PayloadReader(body);
}
