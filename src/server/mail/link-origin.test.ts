import { describe, expect, it } from "vitest";
import { linkOrigin, listenOrigin } from "./link-origin.ts";

describe("listenOrigin", () => {
  it.each([
    ["0.0.0.0", 3000, "http://localhost:3000"],
    ["::", 3000, "http://localhost:3000"],
    ["127.0.0.1", 4173, "http://127.0.0.1:4173"],
    ["::1", 8080, "http://[::1]:8080"],
    ["[::1]", 8080, "http://[::1]:8080"],
    ["TypeTempo.lan", 3000, "http://typetempo.lan:3000"],
    ["localhost", 80, "http://localhost"],
  ])("names %s:%d %s", (host, port, origin) => {
    expect(listenOrigin(host, port)).toBe(origin);
  });
});

describe("linkOrigin", () => {
  const listening = (port: number) => () => ({ address: "0.0.0.0", family: "IPv4", port });

  it("is the public URL's origin when set, whatever the server listens on", () => {
    const origin = linkOrigin({
      baseURL: "https://typetempo.example/some/path",
      host: "0.0.0.0",
      port: 3000,
      boundAddress: listening(41234),
    });
    expect(origin()).toBe("https://typetempo.example");
  });

  it("is the configured address before the server listens, the bound port after", () => {
    let bound: ReturnType<ReturnType<typeof listening>> | null = null;
    const origin = linkOrigin({
      baseURL: undefined,
      host: "127.0.0.1",
      port: 0,
      boundAddress: () => bound,
    });
    expect(origin()).toBe("http://127.0.0.1:0");
    bound = listening(41234)();
    expect(origin()).toBe("http://127.0.0.1:41234");
  });

  it("keeps the configured port when the server listens on a pipe", () => {
    const origin = linkOrigin({
      baseURL: undefined,
      host: "0.0.0.0",
      port: 3000,
      boundAddress: () => "/tmp/typetempo.sock",
    });
    expect(origin()).toBe("http://localhost:3000");
  });
});
