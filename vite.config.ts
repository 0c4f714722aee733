import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiPort = process.env.PORT ?? "3000";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    port: 5173,
    // In development the API runs in its own watched process; the browser still talks to one origin.
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
