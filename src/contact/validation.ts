/**
 * The contact form's validation rules (spec §3 Validation schema, §5 Contact form): one rule
 * of the form's schema checked against the values a form posts for its field. Pure: the
 * widget runs them in the browser on the schema the shop sends (GET …/feedback/schema), the
 * demo shop on what it receives. Each rule's error text is the schema's own.
 */

/** A file as the rules see it: the browser's File and the demo shop's parsed upload both fit. */
export interface FileValue {
  name: string;
  size: number;
  type: string;
}
export type FieldValue = string | FileValue;

export type RuleName =
  | 'required'
  | 'requiredfile'
  | 'email'
  | 'url'
  | 'tel'
  | 'number'
  | 'date'
  | 'time'
  | 'file'
  | 'enum'
  | 'dayofweek'
  | 'minitems'
  | 'maxitems'
  | 'minlength'
  | 'maxlength'
  | 'minnumber'
  | 'maxnumber'
  | 'mindate'
  | 'maxdate'
  | 'minfilesize'
  | 'maxfilesize'
  | 'stepnumber'
  | 'all'
  | 'any';

/** One rule of the schema: `rule`, `field`, `error`, and where relevant `threshold`, `accept`, `base`, `interval`. */
export interface SchemaRule {
  rule: RuleName;
  field: string;
  error: string;
  threshold?: number | string;
  accept?: Array<string | number>;
  base?: number | string;
  interval?: number | string;
  /** The parts of a composite rule ('all', 'any'). */
  rules?: SchemaRule[];
}

export interface ValidationSchema {
  version?: string;
  locale?: string;
  rules: SchemaRule[];
}

const isFile = (value: FieldValue): value is FileValue => typeof value !== 'string';
const texts = (values: readonly FieldValue[]) => values.filter((value): value is string => typeof value === 'string');
const filled = (values: readonly FieldValue[]) => texts(values).filter((value) => value.trim() !== '');
const files = (values: readonly FieldValue[]) => values.filter(isFile).filter((file) => file.name !== '' || file.size > 0);

const EMAIL_LOCAL = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[a-zA-Z0-9-]+$/;

/** §5 email: ≥ 6 characters, one '@' not first, allowed local part, a domain of ≥ 2 labels, no '..', labels without edge hyphens. */
export function isEmail(text: string): boolean {
  if (text.length < 6) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!EMAIL_LOCAL.test(local)) return false;
  if (domain.includes('..') || /^[. ]|[. ]$/.test(domain)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => DOMAIN_LABEL.test(label) && !label.startsWith('-') && !label.endsWith('-'));
}

export const URL_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'news',
  'irc',
  'irc6',
  'ircs',
  'gopher',
  'nntp',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'sms',
  'svn',
  'tel',
  'fax',
  'xmpp',
  'webcal',
  'urn',
];

/** §5 url: input without a scheme but with a dot gets 'http://' first; then it must parse with one of the listed schemes. */
export function normaliseUrl(text: string): string {
  const trimmed = text.trim();
  return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && trimmed.includes('.') ? `http://${trimmed}` : trimmed;
}

export function isUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(normaliseUrl(text));
  } catch {
    return false;
  }
  return URL_SCHEMES.includes(url.protocol.slice(0, -1).toLowerCase());
}

/** §5 tel, §9: separators, a 'tel:' prefix and an extension stripped; optional '+', then 6–15 digits. */
export function isTel(text: string): boolean {
  const number = text
    .trim()
    .replace(/^tel:/i, '')
    .replace(/\s*(?:ext\.?|x|#|durchwahl)\s*\d+$/i, '')
    .replace(/[\s()./-]/g, '');
  return /^\+?\d{6,15}$/.test(number);
}

/** §5 number: an integer, a decimal or with an exponent. */
export const isNumber = (text: string) => /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i.test(text.trim());

/** §5 date: YYYY-MM-DD, a year of 4 or more digits, a day that exists. */
export function isDate(text: string): boolean {
  const match = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1]!;
}

/** §5 time: HH:MM or HH:MM:SS within 0–23, 0–59, 0–59. */
export function isTime(text: string): boolean {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  return !!match && Number(match[1]) <= 23 && Number(match[2]) <= 59 && Number(match[3] ?? 0) <= 59;
}

/** §5 file: the extension ('.pdf') or MIME type ('image/png', 'image/*') is in the accept list. */
export function fileAccepted(file: FileValue, accept: ReadonlyArray<string | number>): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .map((entry) => String(entry).trim().toLowerCase())
    .some((entry) => {
      if (entry.startsWith('.')) return name.endsWith(entry);
      if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
      return entry !== '' && type === entry;
    });
}

/** ISO day of week of a YYYY-MM-DD date: 1 = Monday … 7 = Sunday. */
export function dayOfWeek(date: string): number {
  const day = new Date(`${date.trim()}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** §5 stepnumber: value − base is a multiple of interval within 6 decimals; no interval above 0, no check. */
export function onStep(value: number, base: number, interval: number): boolean {
  if (!(interval > 0)) return true;
  const steps = (value - base) / interval;
  return Math.abs(steps - Math.round(steps)) * interval < 1e-6;
}

const num = (value: number | string | undefined) => (value === '' ? NaN : Number(value ?? NaN));

const THRESHOLD_RULES = new Set<RuleName>(['minitems', 'maxitems', 'minlength', 'maxlength', 'minnumber', 'maxnumber', 'minfilesize', 'maxfilesize']);

/**
 * Whether `values` (everything the form posts under the rule's field) pass `rule`. Format
 * rules look only at non-blank values: an empty optional field passes all but the required ones.
 */
export function passes(rule: SchemaRule, values: readonly FieldValue[]): boolean {
  const given = filled(values).map((value) => value.trim());
  const accept = rule.accept ?? [];
  const threshold = num(rule.threshold);
  // A limit the shop sent without a usable threshold limits nothing (the shop checks on its side).
  if (THRESHOLD_RULES.has(rule.rule) && !Number.isFinite(threshold)) return true;
  if ((rule.rule === 'mindate' || rule.rule === 'maxdate') && !isDate(String(rule.threshold ?? ''))) return true;
  switch (rule.rule) {
    case 'required':
      return given.length > 0;
    case 'requiredfile':
      return files(values).length > 0;
    case 'email':
      return given.every(isEmail);
    case 'url':
      return given.every(isUrl);
    case 'tel':
      return given.every(isTel);
    case 'number':
      return given.every(isNumber);
    case 'date':
      return given.every(isDate);
    case 'time':
      return given.every(isTime);
    case 'file':
      return files(values).every((file) => fileAccepted(file, accept));
    case 'enum':
      return given.every((value) => accept.map(String).includes(value));
    case 'dayofweek':
      return given.every((value) => isDate(value) && accept.map(Number).includes(dayOfWeek(value)));
    case 'minitems':
      return given.length + files(values).length >= threshold;
    case 'maxitems':
      return given.length + files(values).length <= threshold;
    case 'minlength': {
      const length = texts(values).join('').length;
      return length === 0 || length >= threshold;
    }
    case 'maxlength':
      return texts(values).join('').length <= threshold;
    case 'minnumber':
      return given.every((value) => !isNumber(value) || Number(value) >= threshold);
    case 'maxnumber':
      return given.every((value) => !isNumber(value) || Number(value) <= threshold);
    case 'mindate':
      return given.every((value) => !isDate(value) || value >= String(rule.threshold));
    case 'maxdate':
      return given.every((value) => !isDate(value) || value <= String(rule.threshold));
    case 'minfilesize':
      return files(values).reduce((sum, file) => sum + file.size, 0) >= threshold;
    case 'maxfilesize':
      return files(values).reduce((sum, file) => sum + file.size, 0) <= threshold;
    case 'stepnumber':
      return given.every((value) => !isNumber(value) || onStep(Number(value), num(rule.base ?? 0), num(rule.interval)));
    case 'all':
      return (rule.rules ?? []).every((part) => passes(part, values));
    case 'any':
      return (rule.rules ?? []).length === 0 || (rule.rules ?? []).some((part) => passes(part, values));
    default:
      return true; // a rule this bundle does not know: the shop checks it when the form is sent
  }
}

/** The error of `rule` for these values, or null. A failing 'all' reports its first failing part's error. */
export function ruleError(rule: SchemaRule, values: readonly FieldValue[]): string | null {
  if (passes(rule, values)) return null;
  if (rule.rule === 'all') {
    const failing = (rule.rules ?? []).find((part) => !passes(part, values));
    return failing?.error || rule.error;
  }
  return rule.error;
}

/**
 * The first error per field for the whole form, in the schema's order. `valuesOf(field)`
 * gives what the form posts under that name. `only` limits the check to some fields (a
 * field the shopper just changed).
 */
export function validateForm(schema: ValidationSchema, valuesOf: (field: string) => FieldValue[], only?: ReadonlySet<string>): Map<string, string> {
  const errors = new Map<string, string>();
  for (const rule of schema.rules) {
    if (errors.has(rule.field) || (only && !only.has(rule.field))) continue;
    const error = ruleError(rule, valuesOf(rule.field));
    if (error !== null) errors.set(rule.field, error);
  }
  return errors;
}

/** A schema as the shop sent it, or null: rules without a field name or an error text are dropped. */
export function parseSchema(body: unknown): ValidationSchema | null {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { rules?: unknown }).rules)) return null;
  const rules = (body as { rules: unknown[] }).rules.map(parseRule).filter((rule): rule is SchemaRule => rule !== null);
  const { version, locale } = body as { version?: unknown; locale?: unknown };
  return { version: typeof version === 'string' ? version : undefined, locale: typeof locale === 'string' ? locale : undefined, rules };
}

function parseRule(value: unknown): SchemaRule | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.rule !== 'string' || typeof raw.error !== 'string') return null;
  const field = typeof raw.field === 'string' ? raw.field : '';
  const parts = Array.isArray(raw.rules) ? raw.rules.map(parseRule).filter((rule): rule is SchemaRule => rule !== null) : undefined;
  if (!field && !parts) return null;
  const scalar = (key: string) => (typeof raw[key] === 'number' || typeof raw[key] === 'string' ? (raw[key] as number | string) : undefined);
  const accept = Array.isArray(raw.accept) ? raw.accept.filter((entry): entry is string | number => typeof entry === 'string' || typeof entry === 'number') : undefined;
  return {
    rule: raw.rule as RuleName,
    field: field || parts?.[0]?.field || '',
    error: raw.error,
    ...(scalar('threshold') !== undefined && { threshold: scalar('threshold') }),
    ...(accept && { accept }),
    ...(scalar('base') !== undefined && { base: scalar('base') }),
    ...(scalar('interval') !== undefined && { interval: scalar('interval') }),
    ...(parts && { rules: parts }),
  };
}
