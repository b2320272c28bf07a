import notFoundMessages from "../../messages/en/notFound.json";
import { inter } from "./fonts";
import "./globals.css";

// Reached only for paths outside every locale (the locale rewrites send everything
// else to [locale]/not-found.tsx). No locale is known here, so the default
// locale's copy is read straight from its messages file.
export default function GlobalNotFound() {
  const t = notFoundMessages;
  return (
    <html lang="en" className={inter.variable}>
      <body className="font-sans">
        <main className="mx-auto max-w-3xl px-4 py-24">
          <title>{t.meta.title}</title>
          <h1 className="text-4xl font-bold">{t.title}</h1>
          <p className="mt-4">{t.body}</p>
          <p className="mt-4">
            <a href="/" className="font-semibold text-blue-800 underline">
              {t.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
