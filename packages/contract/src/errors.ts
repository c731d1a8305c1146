// Error bodies. Django REST framework and SimpleJWT answer failures in several shapes; they all read
// into one `ServerErrorBody`, from which the screens pick the spec's French message (§8).

export interface ServerErrorBody {
  /** The contract's own `{error, details}`, shown when present (spec §8). */
  error?: string;
  details?: string;
  /** DRF's `{detail}` (permission, not found, throttling) and SimpleJWT's `{detail, code, messages}`. */
  detail?: string;
  code?: string;
  non_field_errors?: string[];
  /** Per-field messages; nested serializers flatten to dotted paths (`profile.role`, `streets.0.name`). */
  fields: Record<string, string[]>;
}

const reserved = new Set(['error', 'details', 'detail', 'code', 'messages', 'non_field_errors']);
const MAX_DEPTH = 4;

/** The messages a value holds: a string, a list of them, or `{message}` objects as some handlers send. */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value))
    return value.flatMap((item) => (typeof item === 'object' ? messageOf(item) : messagesOf(item)));
  return messageOf(value);
}

function messageOf(value: unknown): string[] {
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
    return [value.message];
  }
  return [];
}

/** Walks nested serializer errors into dotted field paths. */
function collectFields(value: unknown, path: string, into: Record<string, string[]>, depth: number): void {
  const texts = messagesOf(value);
  if (texts.length > 0) {
    into[path] = [...(into[path] ?? []), ...texts];
    return;
  }
  if (depth >= MAX_DEPTH || !value || typeof value !== 'object') return;
  for (const [key, nested] of Object.entries(value)) collectFields(nested, `${path}.${key}`, into, depth + 1);
}

/** `details` as text, whatever the server put there (text, a list, an object of lists). */
function detailsText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  const fields: Record<string, string[]> = {};
  collectFields(value, 'details', fields, 1);
  const texts = Object.values(fields).flat();
  return texts.length > 0 ? texts.join(' ') : undefined;
}

/** Reads whatever a server answered with a failure status; shapes it does not know give an empty body. */
export function readServerErrorBody(body: unknown): ServerErrorBody {
  const parsed: ServerErrorBody = { fields: {} };
  if (Array.isArray(body)) {
    // A bare list (`raise ValidationError('…')` outside a serializer).
    const texts = messagesOf(body);
    if (texts.length > 0) parsed.non_field_errors = texts;
    return parsed;
  }
  if (!body || typeof body !== 'object') return parsed;
  const record = body as Record<string, unknown>;
  const error = messagesOf(record.error);
  if (error.length > 0) parsed.error = error.join(' ');
  const details = detailsText(record.details);
  if (details) parsed.details = details;
  const detail = messagesOf(record.detail);
  if (detail.length > 0) parsed.detail = detail.join(' ');
  if (typeof record.code === 'string') parsed.code = record.code;
  const nonField = messagesOf(record.non_field_errors);
  if (nonField.length > 0) parsed.non_field_errors = nonField;
  for (const [key, value] of Object.entries(record)) {
    if (!reserved.has(key)) collectFields(value, key, parsed.fields, 1);
  }
  return parsed;
}
