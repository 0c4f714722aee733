import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ROUTES } from "../core/site/route-catalog.ts";

const relative = (pattern: string) => pattern.replace(/^\//, "");

/** The router's routes, each from the route catalog's entry: its path, module and id. */
export default ROUTES.map(({ pattern, module, id }) =>
  pattern === "/"
    ? index(module)
    : id
      ? route(relative(pattern), module, { id })
      : route(relative(pattern), module),
) satisfies RouteConfig;
