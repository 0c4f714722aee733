import fc from "fast-check";
import {
  HOSTILE_STRINGS,
  hostileString,
  plausibleValue,
  violatingValue,
} from "./hostile-values.ts";
import type { JsonSchema, Operation, Parameter } from "./openapi-operations.ts";

/** A request for `app.inject`, and what the server owes it. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  /** What makes it hostile, for the failure message. */
  description: string;
  /** Certainly invalid: the server must refuse it with a 4xx. Otherwise it must only not fail. */
  mustReject: boolean;
}

export interface RouteUnderTest {
  operation: Operation;
  /** Every method the same path answers to, so a wrong method is one of the others. */
  pathMethods: readonly string[];
  /** The most the route reads of a body, in bytes. */
  bodyLimit: number;
  /** Sent as `cookie` on every request of a signed-in run. */
  cookie?: string;
  /** Sent as `authorization` on every request of a signed-in run of a route a key authorises. */
  authorization?: string;
}

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type Pairs = [string, string][];
interface Part<T> {
  value: T;
  why: string;
  invalid: boolean;
}

/** Null most of the time, so that what it adds stays one ingredient among several. */
function rarely<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

/** Header values an HTTP parser lets through: printable ASCII. */
const headerText = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS.filter((s) => /^[\x20-\x7e]*$/.test(s))),
  fc.string({ unit: "binary-ascii", maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
  fc.integer({ min: 1_000, max: 8_000 }).map((n) => "A".repeat(n)),
);

/** Headers that carry no meaning for validity: junk identity, spoofed addresses, odd accepts. */
const noiseHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.oneof(fc.constantFrom("*/*", "text/html", "application/xml", "image/*"), headerText),
    "accept-language": headerText,
    "user-agent": headerText,
    authorization: headerText.map((s) => `Bearer ${s}`),
    "x-forwarded-for": fc.oneof(fc.ipV4(), headerText),
    "x-typetempo-client-ip": fc.oneof(fc.ipV4(), headerText),
    referer: headerText,
    cookie: fc.oneof(
      headerText.map((s) => `typetempo.session_token=${encodeURIComponent(s)}`),
      fc.constantFrom("typetempo.session_token=", "a=b; a=c; ;;", "=", "typetempo.session_data=x"),
    ),
  },
  { requiredKeys: [] },
);

function asQueryText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

const NON_NUMBERS = ["abc", "1abc", "--1", "1,5", "½", "١٢", "1 2", "0b2", "true"];

/** A query or path value (always text) that the parameter's schema certainly refuses. */
function violatingParameterText(schema: JsonSchema): fc.Arbitrary<Part<string>> | null {
  const type = Array.isArray(schema.type) ? undefined : schema.type;
  const options: fc.Arbitrary<Part<string>>[] = [];
  const allowed = schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined);
  if (allowed) {
    const texts = allowed.map(String);
    options.push(
      hostileString
        .filter((s) => !texts.includes(s))
        .map((value) => ({ value, why: "not an allowed value", invalid: true })),
    );
  } else if (type === "integer" || type === "number") {
    options.push(
      fc
        .constantFrom(...NON_NUMBERS)
        .map((value) => ({ value, why: "not a number", invalid: true })),
    );
    const bad = violatingValue(schema);
    if (bad) {
      options.push(
        bad
          .filter(({ value }) => typeof value === "number")
          .map(({ value, why }) => ({ value: String(value), why, invalid: true })),
      );
    }
  } else if (type === "string") {
    const bad = violatingValue(schema);
    if (bad) {
      options.push(
        bad
          .filter(({ value }) => typeof value === "string" && value.trim() === value)
          .map(({ value, why }) => ({ value: value as string, why, invalid: true })),
      );
    }
  }
  return options.length > 0 ? fc.oneof(...options) : null;
}

/** A value of the parameter's type, or hostile text; it may or may not be accepted. */
function plausibleParameterText(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: plausibleValue(schema).map(asQueryText) },
    { weight: 1, arbitrary: hostileString },
  );
}

/** Query parameters: each present or not, with hostile values, unknown and repeated names. */
function noiseQuery(parameters: Parameter[]): fc.Arbitrary<Part<Pairs>> {
  const known = parameters.map((p) =>
    fc.option(
      plausibleParameterText(p.schema).map((v): [string, string] => [p.name, v]),
      { freq: 3 },
    ),
  );
  const unknown = rarely(
    fc.tuple(fc.oneof(hostileString, fc.constant("__proto__")), hostileString),
  );
  const repeated = rarely(
    parameters.length > 0
      ? fc
          .tuple(fc.constantFrom(...parameters), hostileString)
          .map(([p, v]): [string, string] => [p.name, v])
      : fc.constant<[string, string]>(["x", "y"]),
  );
  return fc.tuple(fc.tuple(...known), unknown, repeated).map(([k, u, r]) => ({
    value: [...k, u, r].filter((pair) => pair !== null),
    why: "hostile query values",
    invalid: false,
  }));
}

/** Query parameters that break one rule for certain: a bad value or a missing parameter. */
function violatingQuery(parameters: Parameter[]): fc.Arbitrary<Part<Pairs>> | null {
  const options: fc.Arbitrary<Part<Pairs>>[] = [];
  parameters.forEach((parameter, index) => {
    const others = parameters.filter((_, i) => i !== index);
    const rest = fc.tuple(
      ...others.map((p) =>
        plausibleValue(p.schema).map((v): [string, string] => [p.name, asQueryText(v)]),
      ),
    );
    const bad = violatingParameterText(parameter.schema);
    if (bad) {
      options.push(
        fc.tuple(rest, bad).map(([pairs, broken]) => ({
          value: [...pairs, [parameter.name, broken.value] as [string, string]],
          why: `query ${parameter.name}: ${broken.why}`,
          invalid: true,
        })),
      );
    }
    if (parameter.required) {
      options.push(
        rest.map((pairs) => ({
          value: pairs,
          why: `query ${parameter.name} missing`,
          invalid: true,
        })),
      );
    }
  });
  return options.length > 0 ? fc.oneof(...options) : null;
}

/** Ways to garble a JSON text so that no parser accepts it. */
const invalidJson = fc
  .oneof(
    fc.constantFrom(
      "{",
      "}",
      "{'a': 1}",
      '{"a": 1,}',
      "[1, 2",
      "NaN",
      "undefined",
      '{"a": 01}',
      '{"a": "\u0000"}',
      '{"a": "\\x41"}',
      '{"a" 1}',
      '{"a": 1}}',
      "\ufeff{}{}",
      "<xml/>",
      "a=1&b=2",
      "--boundary\r\n",
    ),
    fc.jsonValue({ maxDepth: 2 }).map((v) => `${JSON.stringify(v)}\u0000`),
    fc.string({ unit: "binary", minLength: 1, maxLength: 60 }),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return text.trim().length > 0;
    }
  });

/** JSON that secure-json-parse refuses: prototype pollution. */
const pollutingJson = fc.constantFrom(
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"a": {"__proto__": {"polluted": 1}}}',
);

interface BodyCase {
  headers: Record<string, string>;
  payload?: string;
  why: string;
  invalid: boolean;
}

const JSON_TYPE = { "content-type": "application/json" };

function oversized(limit: number): fc.Arbitrary<BodyCase> {
  return fc.integer({ min: 1, max: 4_096 }).map((extra) => ({
    headers: JSON_TYPE,
    payload: JSON.stringify({ padding: "x".repeat(limit + extra) }),
    why: `a body over the ${limit}-byte limit`,
    invalid: true,
  }));
}

/** Body cases for a route that takes a JSON body. */
function bodyCases(route: RouteUnderTest): fc.Arbitrary<BodyCase> {
  const { schema, required } = route.operation.body!;
  const isObject = schema.type === "object";
  const plausible = plausibleValue(schema);
  const cases: fc.WeightedArbitrary<BodyCase>[] = [
    {
      weight: 2,
      arbitrary: invalidJson.map((payload) => ({
        headers: JSON_TYPE,
        payload,
        why: "invalid JSON",
        invalid: true,
      })),
    },
    {
      weight: 1,
      arbitrary: pollutingJson.map((payload) => ({
        headers: JSON_TYPE,
        payload,
        why: "prototype pollution",
        invalid: true,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ headers: JSON_TYPE, payload: "", why: "empty JSON", invalid: true }),
    },
    { weight: 1, arbitrary: oversized(route.bodyLimit) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "application/x-www-form-urlencoded",
            "application/xml",
            "multipart/form-data; boundary=x",
            "application/octet-stream",
            "image/png",
            "application/jsonx",
          ),
          plausible,
        )
        .map(([type, value]) => ({
          headers: { "content-type": type },
          payload: JSON.stringify(value),
          why: `content type ${type}`,
          invalid: true,
        })),
    },
    {
      weight: 2,
      arbitrary: plausible.map((value) => ({
        headers: JSON_TYPE,
        payload: JSON.stringify(value),
        why: "a well-formed body with hostile text",
        invalid: false,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "application/json; charset=utf-16",
            'application/json; charset="x"',
            "APPLICATION/JSON",
          ),
          plausible,
        )
        .map(([type, value]) => ({
          headers: { "content-type": type },
          payload: JSON.stringify(value),
          why: `content type ${type}`,
          invalid: false,
        })),
    },
  ];
  const violation = violatingValue(schema);
  if (violation) {
    cases.push({
      weight: 5,
      arbitrary: violation.map(({ value, why }) => ({
        headers: JSON_TYPE,
        payload: JSON.stringify(value),
        why: `body ${why}`,
        invalid: true,
      })),
    });
  }
  if (isObject) {
    cases.push({
      weight: 1,
      arbitrary: fc.integer({ min: 100, max: 20_000 }).map((depth) => ({
        headers: JSON_TYPE,
        payload: "[".repeat(depth) + "]".repeat(depth),
        why: `arrays nested ${depth} deep`,
        invalid: true,
      })),
    });
    cases.push({
      weight: 1,
      arbitrary: plausible.map((value) => ({
        headers: { "content-type": "text/plain" },
        payload: JSON.stringify(value),
        why: "a JSON body sent as text/plain",
        invalid: true,
      })),
    });
  }
  cases.push({
    weight: 1,
    arbitrary: fc.constant({ headers: {}, why: "no body", invalid: required }),
  });
  return fc.oneof(...cases);
}

/** Where a request claims to come from; another site may not change anything. */
const crossSite = fc.constantFrom<Record<string, string>>(
  { origin: "https://evil.example" },
  { origin: "null" },
  { origin: "http://localhost:80.evil.example" },
  { "sec-fetch-site": "cross-site" },
  { "sec-fetch-site": "same-site" },
);

/** Like encodeURIComponent, but lone surrogates become U+FFFD instead of throwing. */
function percentEncode(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

function buildUrl(path: string, pairs: Pairs, rawSuffix: string): string {
  const query = pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`);
  const text = query.join("&") + rawSuffix;
  return text.length > 0 ? `${path}?${text}` : path;
}

/** Percent-encoding that does not decode, and separators in odd places. */
const rawQuerySuffix = fc.constantFrom(
  "",
  "",
  "",
  "&%",
  "&%E0%A4%A",
  "&%ZZ=1",
  "&&=&",
  "&a[b]=1",
  "#frag",
);

function pathWithParameters(operation: Operation): fc.Arbitrary<Part<string>> {
  const parameters = operation.parameters.filter((p) => p.in === "path");
  if (parameters.length === 0)
    return fc.constant({ value: operation.path, why: "", invalid: false });
  return fc
    .tuple(
      ...parameters.map((p) => {
        const bad = violatingParameterText(p.schema);
        const good = plausibleParameterText(p.schema).map((value) => ({
          value,
          why: "",
          invalid: false,
        }));
        return bad ? fc.oneof(good, bad) : good;
      }),
    )
    .map((parts) => {
      let path = operation.path;
      parameters.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, percentEncode(parts[i]!.value) || "%20");
      });
      const broken = parts.find((part) => part.invalid);
      return { value: path, why: broken?.why ?? "", invalid: Boolean(broken) };
    });
}

/** Every kind of malformed or hostile request for one route, as the OpenAPI document has it. */
export function hostileRequests(route: RouteUnderTest): fc.Arbitrary<HostileRequest> {
  const { operation, pathMethods } = route;
  const queryParameters = operation.parameters.filter((p) => p.in === "query");
  const badQuery = violatingQuery(queryParameters);
  const query = badQuery
    ? fc.oneof(
        { weight: 1, arbitrary: noiseQuery(queryParameters) },
        { weight: 2, arbitrary: badQuery },
      )
    : noiseQuery(queryParameters);
  const wrongMethods = ALL_METHODS.filter((m) => !pathMethods.includes(m));
  const rightMethod = fc.constant({ value: operation.method, why: "", invalid: false });
  const method =
    wrongMethods.length > 0
      ? fc.oneof(
          { weight: 6, arbitrary: rightMethod },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(...wrongMethods)
              .map((m) => ({ value: m, why: `wrong method ${m}`, invalid: true })),
          },
        )
      : rightMethod;
  const body: fc.Arbitrary<BodyCase> = operation.body
    ? bodyCases(route)
    : fc.oneof(
        fc.constant<BodyCase>({ headers: {}, why: "", invalid: false }),
        fc.jsonValue({ maxDepth: 2 }).map((v) => ({
          headers: JSON_TYPE,
          payload: JSON.stringify(v),
          why: "an unexpected body",
          invalid: false,
        })),
      );
  const origin = fc.oneof(
    { weight: 9, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: crossSite },
  );

  return fc
    .record({
      method,
      path: pathWithParameters(operation),
      query,
      rawSuffix: rawQuerySuffix,
      body,
      noise: noiseHeaders,
      origin,
      extraCookie: fc.boolean(),
      remoteAddress: fc.ipV4(),
    })
    .map(
      ({
        method: m,
        path,
        query: q,
        rawSuffix,
        body: b,
        noise,
        origin: o,
        extraCookie,
        remoteAddress,
      }) => {
        const refusedOrigin = o !== null && !SAFE_METHODS.has(m.value);
        const parts = [
          m,
          path,
          q,
          { why: b.why, invalid: b.invalid && !m.invalid },
          { why: o ? `sent from ${JSON.stringify(o)}` : "", invalid: refusedOrigin },
        ];
        // A signed-in run keeps its session, sometimes beside a junk cookie.
        const cookie =
          route.cookie && noise.cookie && extraCookie
            ? `${route.cookie}; ${noise.cookie}`
            : (route.cookie ?? noise.cookie);
        const headers = {
          ...noise,
          ...(cookie ? { cookie } : {}),
          ...(route.authorization ? { authorization: route.authorization } : {}),
          ...b.headers,
          ...(o ?? {}),
        };
        return {
          method: m.value,
          url: buildUrl(path.value, q.value, rawSuffix),
          headers,
          ...(b.payload !== undefined ? { payload: b.payload } : {}),
          remoteAddress,
          description: parts
            .map((p) => p.why)
            .filter(Boolean)
            .join("; "),
          mustReject: parts.some((p) => p.invalid),
        };
      },
    );
}
