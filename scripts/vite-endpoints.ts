import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { isEndpoint } from "../src/core/api/endpoint.ts";

const ENDPOINT_MODULE = /[\\/]src[\\/]core[\\/]api[\\/]endpoints[\\/][^\\/]+\.ts$/;

/**
 * In the browser build, a module of endpoint descriptors (src/core/api/endpoints/) becomes its
 * descriptors' methods, paths and non-JSON media types alone: the browser calls endpoints by them, and its types come
 * from the full descriptors, so the zod schemas they hold never ship to a page. The module is
 * evaluated here by Node, and every export must be a descriptor.
 */
export function endpointsWithoutSchemas(): Plugin {
  return {
    name: "typetempo:endpoints-without-schemas",
    enforce: "pre",
    async load(id) {
      if (this.environment.config.consumer !== "client" || !ENDPOINT_MODULE.test(id)) return null;
      const descriptors = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
      const exports = Object.entries(descriptors).map(([name, value]) => {
        if (!isEndpoint(value)) {
          throw new Error(`${id}: '${name}' is not an endpoint descriptor; keep schemas elsewhere`);
        }
        const { method, path, produces } = value;
        return `export const ${name} = ${JSON.stringify({ method, path, produces })};`;
      });
      return { code: exports.join("\n"), map: null };
    },
  };
}
