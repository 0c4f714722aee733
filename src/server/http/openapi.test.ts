import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Endpoint, isEndpoint } from "../../core/api/endpoint.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, Record<string, string>> };
}

const folder = new URL("../../core/api/endpoints/", import.meta.url);
/** Served by the local admin channel (admin/channel.ts), never on the site's own port. */
const ELSEWHERE = "admin-channel.ts";
const descriptors: Endpoint[] = (
  await Promise.all(
    readdirSync(folder)
      .filter((name) => name.endsWith(".ts") && !name.includes(".test.") && name !== ELSEWHERE)
      .map(async (file) => Object.values(await import(new URL(file, folder).href))),
  )
)
  .flat()
  .filter(isEndpoint);

/** An endpoint's operation in the document, whose paths write `{id}` for Fastify's `:id`. */
const operationOf = (doc: OpenApiDocument, endpoint: Endpoint) =>
  doc.paths[endpoint.path.replace(/:(\w+)/g, "{$1}")]?.[endpoint.method.toLowerCase()];

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
});
afterAll(() => t.close());

describe("the OpenAPI document", () => {
  it("documents every endpoint the API declares", () => {
    expect(descriptors.length).toBeGreaterThan(50);
    for (const endpoint of descriptors) {
      expect(operationOf(doc, endpoint), `${endpoint.method} ${endpoint.path}`).toBeDefined();
    }
  });

  it("says how programs authenticate: a bearer API key, and how a typist gets one", () => {
    const scheme = doc.components.securitySchemes?.apiKey;
    expect(scheme).toMatchObject({ type: "http", scheme: "bearer" });
    expect(scheme!.description).toMatch(/profile/);
    expect(scheme!.description).toMatch(/Authorization: Bearer/);
    expect(doc.tags?.find((tag) => tag.name === "programs")?.description).toMatch(/Create key/);
  });

  it("asks for the API key on the programs' endpoints alone, each refusing a bad key with 401 and a busy one with 429", () => {
    const keyed = descriptors.filter((endpoint) => endpoint.security?.includes("apiKey"));
    expect(keyed.map((endpoint) => endpoint.path).sort()).toEqual([
      "/api/v1/me/key-stats",
      "/api/v1/me/personal-bests",
      "/api/v1/me/results",
    ]);
    for (const endpoint of descriptors) {
      const operation = operationOf(doc, endpoint)!;
      if (keyed.includes(endpoint)) {
        expect(operation.security).toEqual([{ apiKey: [] }]);
        expect(operation.tags).toEqual(["programs"]);
        expect(Object.keys(operation.responses)).toEqual(
          expect.arrayContaining(["200", "401", "429"]),
        );
      } else {
        expect(operation.security, endpoint.path).toBeUndefined();
      }
    }
  });
});
