import type { MetadataRoute } from "next";
import { serverEnv } from "@/env";

export default function robots(): MetadataRoute.Robots {
  const base = serverEnv().SITE_URL.replace(/\/$/, "");
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/ingest/"] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
