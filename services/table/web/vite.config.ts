import { defineConfig } from "vite";

// The Maven build copies target/web to META-INF/resources, where Quarkus serves static files from, so the
// table's jar carries the application.
// `npm run dev` serves it with hot reload and sends /api to a table service running on its own port.
export default defineConfig({
  build: {
    outDir: "../target/web",
    emptyOutDir: true,
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.TABLE_PORT ?? 8088}` },
  },
});
