import type { FastifyPluginAsync } from "fastify";
import { robotsTxt, sitemapXml } from "../../core/site/sitemap.ts";

/** robots.txt and sitemap.xml, generated once from the route catalog. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const sitemap = sitemapXml();
  const robots = robotsTxt();
  app.get("/sitemap.xml", { schema: { hide: true } }, (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "no-cache").send(sitemap),
  );
  app.get("/robots.txt", { schema: { hide: true } }, (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "no-cache").send(robots),
  );
};
