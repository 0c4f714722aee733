import fc from "fast-check";
import type { JsonSchema } from "./openapi-operations.ts";

/** Payloads attackers and broken clients send: injection, markup, control and odd characters. */
export const HOSTILE_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" UNION SELECT email, password FROM accounts --',
  "1; SELECT pg_sleep(5)",
  "$1",
  "\\",
  "%",
  "_%",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "%s%n%x",
  "../../../../etc/passwd",
  "__proto__",
  "constructor",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u0003\u0007\u0008\u001b[31m",
  "\u007f",
  "\r\n\r\nHTTP/1.1 200 OK",
  "\t\v\f",
  "\ud800",
  "\udfff",
  "\ud83d",
  "\u202eevil",
  "\u200b\u200c\u200d\u2060",
  "\ufeff",
  "\uffff\ufffe",
  "\u2028\u2029",
  "e\u0301\u0301\u0301",
  "👩‍💻🏳️‍🌈",
  "ﬁ Ｆｕｌｌ",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x1F",
  " 42 ",
  "null",
  "true",
  "[]",
  "{}",
  "",
  " ",
];

/** Longer than any text field of the API, in one or several characters. */
const longString = fc
  .tuple(fc.constantFrom("a", "é", "😀", "\u0000", "<"), fc.integer({ min: 1_000, max: 30_000 }))
  .map(([unit, count]) => unit.repeat(count));

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  maxLength: 4,
});

/** Any hostile text: the fixed payloads, random Unicode, combinations and very long strings. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: loneSurrogates },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...HOSTILE_STRINGS), { minLength: 2, maxLength: 4 })
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: longString },
);

type JsonType = "null" | "boolean" | "integer" | "number" | "string" | "array" | "object";

function typesOf(schema: JsonSchema): JsonType[] | null {
  if (schema.type) return (Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = branches.map(typesOf);
    return all.some((t) => t === null) ? null : [...new Set(all.flat() as JsonType[])];
  }
  return null;
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as JsonType;
}

function typeAllowed(value: unknown, types: JsonType[]): boolean {
  const type = jsonTypeOf(value);
  return types.includes(type) || (type === "integer" && types.includes("number"));
}

/** A value of each JSON type; numbers are chosen so that no coercion turns them valid. */
const ONE_OF_EACH_TYPE: readonly unknown[] = [null, true, 7, 2.5, "not-a-number", [], {}];

/** Hostile text cut or padded to the schema's length limits, so that it can get through. */
function hostileWithin(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  return hostileString.map((s) => {
    const cut = [...s].slice(0, max).join("");
    return cut.trim().length >= min ? cut : `${cut}${"x".repeat(min)}`.slice(0, max);
  });
}

/**
 * Text for a string field: hostile text, and text that passes the field's rules (its pattern,
 * an e-mail address for an e-mail field) so that hostile requests also reach the handlers.
 */
function plausibleString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [hostileString, hostileWithin(schema)];
  const pattern = schema.pattern ? compiledPattern(schema.pattern) : null;
  if (pattern)
    options.push(
      fc.stringMatching(pattern).filter((s) => s.length <= (schema.maxLength ?? Infinity)),
    );
  if (schema.format === "email" || /e-?mail/i.test(name)) {
    options.push(
      fc
        .tuple(
          fc.stringMatching(/^[a-z0-9][a-z0-9_'+-]{0,15}$/),
          fc.stringMatching(/^[a-z0-9]{1,10}$/),
          fc.constantFrom("com", "example", "co.uk"),
        )
        .map(([local, host, top]) => `${local}@${host}.${top}`),
    );
  }
  return fc.oneof(...options);
}

/**
 * Values of the right JSON type, carrying hostile text; they may or may not be valid. `name` is
 * the property's name, which hints at what a string holds.
 */
export function plausibleValue(schema: JsonSchema, depth = 0, name = ""): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => plausibleValue(branch, depth + 1, name)));
  }
  if (schema.allOf?.[0]) return plausibleValue(schema.allOf[0], depth + 1, name);
  const type = typesOf(schema)?.[0];
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 }),
        fc.constantFrom(0, -1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
      );
    case "number":
      return fc.oneof(
        fc.double({
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        }),
        fc.constantFrom(0, -0, 1e308, -1e308, 5e-324),
      );
    case "string":
      return plausibleString(schema, name);
    case "array": {
      if (schema.prefixItems) {
        return fc.tuple(...schema.prefixItems.map((item) => plausibleValue(item, depth + 1)));
      }
      const item = schema.items && typeof schema.items === "object" ? schema.items : {};
      return fc.array(depth > 4 ? fc.constant(null) : plausibleValue(item, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    }
    case "object":
      return plausibleObject(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function plausibleObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) {
    model[key] = depth > 4 ? fc.constant(null) : plausibleValue(value, depth + 1, key);
  }
  return fc.record(model, { requiredKeys: [...required] });
}

/** The smallest value of the schema's shape, to fill long arrays without a huge body. */
function smallestValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typesOf(schema)?.[0]) {
    case "string":
      return "a".repeat(schema.minLength ?? 0);
    case "integer":
    case "number":
      return schema.minimum ?? 0;
    case "boolean":
      return false;
    case "array":
      return (schema.prefixItems ?? []).map(smallestValue);
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, smallestValue(schema.properties?.[key] ?? {})]),
      );
    default:
      return null;
  }
}

/** Strings that the schema's format refuses. */
const BAD_FORMATS: Record<string, string> = {
  email: "not-an-email",
  "date-time": "yesterday at noon",
  date: "32/13/2020",
  uuid: "not-a-uuid",
  uri: "not a uri",
  url: "not a url",
};

function compiledPattern(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, "u");
  } catch {
    return null;
  }
}

/** A value certainly refused by the schema, with the reason; null when it refuses nothing. */
export function violatingValue(
  schema: JsonSchema,
): fc.Arbitrary<{ value: unknown; why: string }> | null {
  const options: fc.Arbitrary<{ value: unknown; why: string }>[] = [];
  const types = typesOf(schema);
  if (types) {
    const wrong = ONE_OF_EACH_TYPE.filter((v) => !typeAllowed(v, types));
    if (wrong.length > 0) {
      options.push(fc.constantFrom(...wrong).map((value) => ({ value, why: "wrong type" })));
    }
  }
  if (schema.enum || schema.const !== undefined) {
    const allowed = schema.enum ?? [schema.const];
    options.push(
      hostileString
        .filter((s) => !allowed.includes(s))
        .map((value) => ({ value, why: "not one of the allowed values" })),
    );
  }
  const isString = types?.length === 1 && types[0] === "string";
  if (isString && !schema.enum) options.push(...stringViolations(schema));
  const isNumber = types?.every((t) => t === "integer" || t === "number") ?? false;
  if (isNumber) options.push(...numberViolations(schema, types?.includes("number") ?? false));
  if (types?.length === 1 && types[0] === "array") options.push(...arrayViolations(schema));
  if (types?.length === 1 && types[0] === "object") options.push(...objectViolations(schema));
  return options.length > 0 ? fc.oneof(...options) : null;
}

function stringViolations(schema: JsonSchema): fc.Arbitrary<{ value: unknown; why: string }>[] {
  const options: fc.Arbitrary<{ value: unknown; why: string }>[] = [];
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    options.push(
      fc
        .tuple(fc.constantFrom("a", "é", "<", "'"), fc.integer({ min: 1, max: 2_000 }))
        .map(([unit, extra]) => ({ value: unit.repeat(max + extra), why: "too long" })),
    );
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    const min = schema.minLength;
    options.push(
      fc.integer({ min: 0, max: min - 1 }).map((n) => ({ value: "a".repeat(n), why: "too short" })),
    );
  }
  const pattern = schema.pattern ? compiledPattern(schema.pattern) : null;
  if (pattern) {
    options.push(
      hostileString
        .filter((s) => !pattern.test(s) && s.length <= (schema.maxLength ?? Infinity))
        .map((value) => ({ value, why: "does not match the pattern" })),
    );
  }
  const badFormat = schema.format ? BAD_FORMATS[schema.format] : undefined;
  if (badFormat) options.push(fc.constant({ value: badFormat, why: `not a ${schema.format}` }));
  return options;
}

function numberViolations(
  schema: JsonSchema,
  fractionsAllowed: boolean,
): fc.Arbitrary<{ value: unknown; why: string }>[] {
  const options: fc.Arbitrary<{ value: unknown; why: string }>[] = [];
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  if (min !== undefined) {
    options.push(
      fc
        .constantFrom(1, 1_000, 1e12)
        .map((d) => ({ value: Math.floor(min) - d, why: "below the minimum" })),
    );
  }
  if (max !== undefined) {
    options.push(
      fc
        .constantFrom(1, 1_000, 1e12)
        .map((d) => ({ value: Math.ceil(max) + d, why: "above the maximum" })),
    );
  }
  if (!fractionsAllowed) {
    const inRange = (min ?? 0) + 0.5;
    options.push(fc.constant({ value: inRange, why: "not a whole number" }));
  }
  return options;
}

function arrayViolations(schema: JsonSchema): fc.Arbitrary<{ value: unknown; why: string }>[] {
  const options: fc.Arbitrary<{ value: unknown; why: string }>[] = [];
  const item = schema.items && typeof schema.items === "object" ? schema.items : null;
  if (schema.maxItems !== undefined && item) {
    const value = Array.from({ length: schema.maxItems + 1 }, () => smallestValue(item));
    options.push(fc.constant({ value, why: "too many items" }));
  }
  if (schema.minItems !== undefined && schema.minItems > 0) {
    options.push(fc.constant({ value: [], why: "too few items" }));
  }
  const badItem = item ? violatingValue(item) : null;
  if (badItem) {
    options.push(badItem.map(({ value, why }) => ({ value: [value], why: `an item: ${why}` })));
  }
  return options;
}

function objectViolations(schema: JsonSchema): fc.Arbitrary<{ value: unknown; why: string }>[] {
  const options: fc.Arbitrary<{ value: unknown; why: string }>[] = [];
  const base = plausibleObject(schema, 0) as fc.Arbitrary<Record<string, unknown>>;
  const required = schema.required ?? [];
  if (required.length > 0) {
    options.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, missing]) => {
        const { [missing]: _dropped, ...rest } = value;
        return { value: rest, why: `missing ${missing}` };
      }),
    );
  }
  if (schema.additionalProperties === false) {
    options.push(
      fc
        .tuple(base, fc.constantFrom("extra", "isAdmin", "userId", "role", "id", "__proto__x"))
        .filter(([, key]) => !(key in (schema.properties ?? {})))
        .map(([value, key]) => ({ value: { ...value, [key]: true }, why: `unknown field ${key}` })),
    );
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const bad = violatingValue(property);
    if (!bad) continue;
    options.push(
      fc.tuple(base, bad).map(([value, broken]) => ({
        value: { ...value, [key]: broken.value },
        why: `${key}: ${broken.why}`,
      })),
    );
  }
  return options;
}
