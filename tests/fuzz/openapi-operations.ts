/** A JSON Schema as @fastify/swagger writes it from the zod schemas (only what the fuzzer reads). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | boolean;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: "query" | "path";
  required: boolean;
  schema: JsonSchema;
}

/** One route of the API as its OpenAPI document describes it. */
export interface Operation {
  method: string;
  /** With `{name}` placeholders for path parameters. */
  path: string;
  parameters: Parameter[];
  /** The JSON body, when the route takes one. */
  body?: { schema: JsonSchema; required: boolean };
  /** The security schemes that authorise it instead of the session ("apiKey"), if any. */
  security: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: JsonSchema }>;
  };
  security?: Record<string, string[]>[];
}

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** The schema with every `#/components/schemas/…` reference replaced by what it names. */
function resolve(schema: JsonSchema, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, "");
    return resolve(doc.components?.schemas?.[name] ?? {}, doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, doc, depth + 1)]),
    );
  }
  if (typeof schema.items === "object") out.items = resolve(schema.items, doc, depth + 1);
  if (schema.prefixItems)
    out.prefixItems = schema.prefixItems.map((s) => resolve(s, doc, depth + 1));
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    const list = schema[key];
    if (list) out[key] = list.map((s) => resolve(s, doc, depth + 1));
  }
  return out;
}

/** Every operation of the document, with references resolved. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters: Parameter[] = (operation.parameters ?? [])
        .filter((p) => p.in === "query" || p.in === "path")
        .map((p) => ({
          name: p.name,
          in: p.in as Parameter["in"],
          required: p.required ?? p.in === "path",
          schema: resolve(p.schema ?? {}, doc),
        }));
      const json = operation.requestBody?.content?.["application/json"]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters,
        security: (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
        ...(json
          ? {
              body: {
                schema: resolve(json, doc),
                required: operation.requestBody?.required ?? false,
              },
            }
          : {}),
      });
    }
  }
  return operations;
}
