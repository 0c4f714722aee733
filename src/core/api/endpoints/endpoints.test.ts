import { readdirSync } from "node:fs";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { type Endpoint, isEndpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";

const folder = new URL(".", import.meta.url);
const files = readdirSync(folder).filter(
  (name) => name.endsWith(".ts") && !name.includes(".test."),
);
const modules = await Promise.all(
  files.map(async (file) => ({
    file,
    exports: Object.entries(await import(new URL(file, folder).href)),
  })),
);
const descriptors = modules.flatMap(({ file, exports }) =>
  exports.map(([name, value]) => ({ id: `${file}:${name}`, value: value as Endpoint })),
);

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!).sort();
const schemaKeys = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];

describe("the API's endpoint descriptors", () => {
  it("fill every module of the folder with descriptors only, as the browser build expects", () => {
    expect(files.length).toBeGreaterThan(10);
    for (const { id, value } of descriptors) expect(isEndpoint(value), id).toBe(true);
  });

  it("give each method and path to one endpoint", () => {
    const routes = descriptors.map(({ value }) => `${value.method} ${value.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("declare a schema for exactly the parameters their path names", () => {
    for (const { id, value } of descriptors) {
      expect(schemaKeys(value.params), id).toEqual(pathParams(value.path));
      if (!value.params) expect(pathParams(value.path), id).toEqual([]);
    }
  });

  it("take no body on a read, and a query only as an object of fields", () => {
    for (const { id, value } of descriptors) {
      if (value.method === "GET") expect(value.body, id).toBeUndefined();
      if (value.query) expect(value.query, id).toBeInstanceOf(z.ZodObject);
    }
  });

  it("answer success with a 2xx schema and every refusal (4xx) with the API's error body", () => {
    for (const { id, value } of descriptors) {
      const statuses = Object.keys(value.responses).map(Number);
      if (value.produces) {
        expect(value.produces.length, id).toBeGreaterThan(0);
        continue;
      }
      expect(statuses.filter((status) => status >= 200 && status < 300).length, id).toBeGreaterThan(
        0,
      );
      for (const status of statuses.filter((s) => s >= 400 && s < 500)) {
        expect(value.responses[status], `${id} ${status}`).toBe(apiErrorSchema);
      }
    }
  });

  it("are listed in the OpenAPI document under a tag, with a one-line summary", () => {
    for (const { id, value } of descriptors) {
      expect(value.tags.length, id).toBeGreaterThan(0);
      expect(value.summary, id).toMatch(/^[A-Z].*[^.]$/);
    }
  });
});
